import { QUEUE_HEALTH_INCIDENT_LABELS, type QueueHealthIncidentKind } from '@physio/api-contract';
import { defineTemplate } from '../../infra/mail/templates/email-template.js';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import { londonDateTime } from '../../infra/mail/templates/template-helpers.js';

/** The coordinators' alert that background work needs a look: counts and times only, never a person's details. */
export interface QueueHealthAlertData {
  incidentId: string;
  kind: QueueHealthIncidentKind;
  openedAt: Date;
  outboxRows: number | null;
  outboxOldestAgeSeconds: number | null;
  outboxMaxAgeSeconds: number;
  failedJobs: number | null;
  failedJobsBefore: number | null;
  /** Set when the incident had cleared by the time the email was sent. */
  closedAt: Date | null;
}

function duration(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)} minutes`;
  return `${Math.floor(seconds / 3600)} hours`;
}

function facts(d: QueueHealthAlertData): string[] {
  if (d.kind === 'outbox-delay') {
    return [
      `The oldest event waiting to be handed to the job queues is ${duration(d.outboxOldestAgeSeconds ?? 0)} old (the limit is ${duration(d.outboxMaxAgeSeconds)}).`,
      `Events waiting: ${d.outboxRows ?? 0}. Matching and emails for them have not started yet.`,
      'Likely causes: no worker is running, Redis is unreachable, or one event cannot be routed.',
    ];
  }
  const grown = (d.failedJobs ?? 0) - (d.failedJobsBefore ?? 0);
  return [
    `${grown} background ${grown === 1 ? 'job has' : 'jobs have'} failed since the previous check (${d.failedJobs ?? 0} failed in all).`,
    'A failed job has used up its retries: the email or matching it stands for has not happened.',
  ];
}

export const queueHealthAlert = defineTemplate<QueueHealthAlertData>({
  name: 'queue-health-alert',
  footer: 'internal',
  subject: (d) => `Background work needs a look: ${QUEUE_HEALTH_INCIDENT_LABELS[d.kind].toLowerCase()}`,
  mjml: `
        <mj-text><strong>{{headline}}</strong></mj-text>
        <mj-text>{{{factsHtml}}}</mj-text>
        <mj-text>{{status}}</mj-text>
        <mj-button href="{{pageUrl}}">Open Background work</mj-button>`,
  text: `{{headline}}

{{factsText}}

{{status}}

Open Background work: {{pageUrl}}`,
  view: (d, ctx) => {
    const lines = facts(d);
    return {
      headline: `${QUEUE_HEALTH_INCIDENT_LABELS[d.kind]} (since ${londonDateTime(d.openedAt)}).`,
      factsHtml: lines.map(escapeHtml).join('<br />'),
      factsText: lines.join('\n'),
      status: d.closedAt
        ? `This cleared at ${londonDateTime(d.closedAt)}; check Background work for what happened.`
        : 'You will not get another email about this until it clears and happens again. The dashboard home page shows a warning meanwhile.',
      pageUrl: `${ctx.dashboardUrl}/ops/#/background-work`,
    };
  },
});

export const queueHealthEmailTemplates = [queueHealthAlert];
