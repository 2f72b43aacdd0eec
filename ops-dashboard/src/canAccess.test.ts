import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

const can = (role: Parameters<typeof canAccess>[0], action: string, resource: string) =>
  canAccess(role, { action, resource });

describe('canAccess', () => {
  it('lets coordinators work the queue, physiotherapists and enquiries', () => {
    for (const resource of ['finder-requests', 'physiotherapists', 'enquiries']) {
      expect(can('coordinator', 'list', resource)).toBe(true);
      expect(can('coordinator', 'show', resource)).toBe(true);
    }
    expect(can('coordinator', 'create', 'physiotherapists')).toBe(true);
    expect(can('coordinator', 'edit', 'physiotherapists')).toBe(true);
    expect(can('coordinator', 'edit', 'enquiries')).toBe(true);
    expect(can('coordinator', 'assign', 'finder-requests')).toBe(true);
    expect(can('coordinator', 'rematch', 'finder-requests')).toBe(true);
  });

  it('keeps accounts and the audit log from coordinators', () => {
    expect(can('coordinator', 'list', 'accounts')).toBe(false);
    expect(can('coordinator', 'edit', 'accounts')).toBe(false);
    expect(can('coordinator', 'list', 'audit-log')).toBe(false);
  });

  it('gives admins what coordinators have, plus accounts and a read-only audit log', () => {
    expect(can('admin', 'list', 'finder-requests')).toBe(true);
    expect(can('admin', 'edit', 'physiotherapists')).toBe(true);
    expect(can('admin', 'create', 'accounts')).toBe(true);
    expect(can('admin', 'edit', 'accounts')).toBe(true);
    expect(can('admin', 'end-sessions', 'accounts')).toBe(true);
    expect(can('admin', 'unlock', 'accounts')).toBe(true);
    expect(can('coordinator', 'unlock', 'accounts')).toBe(false);
    expect(can('admin', 'enrolment-link', 'accounts')).toBe(true);
    expect(can('coordinator', 'enrolment-link', 'accounts')).toBe(false);
    expect(can('admin', 'list', 'audit-log')).toBe(true);
    expect(can('admin', 'edit', 'audit-log')).toBe(false);
    expect(can('admin', 'delete', 'audit-log')).toBe(false);
    expect(can('admin', 'delete', 'accounts')).toBe(false); // disabled, never deleted
  });

  it('gives only admins the data requests page', () => {
    for (const action of ['search', 'export', 'erase']) {
      expect(can('admin', action, 'data-rights')).toBe(true);
      expect(can('coordinator', action, 'data-rights')).toBe(false);
      expect(can('analyst', action, 'data-rights')).toBe(false);
    }
  });

  it('shows analysts none of the resources that hold personal details', () => {
    for (const resource of ['finder-requests', 'physiotherapists', 'enquiries', 'accounts', 'audit-log', 'waitlist']) {
      expect(can('analyst', 'list', resource)).toBe(false);
      expect(can('analyst', 'show', resource)).toBe(false);
    }
  });

  it('opens the demand and promises reports and their CSVs to every role, and nothing more of them', () => {
    for (const role of ['analyst', 'coordinator', 'admin'] as const) {
      for (const resource of ['demand', 'promises']) {
        expect(can(role, 'list', resource)).toBe(true);
        expect(can(role, 'export', resource)).toBe(true);
        expect(can(role, 'show', resource)).toBe(false);
        expect(can(role, 'edit', resource)).toBe(false);
      }
    }
  });

  it('lets everyone read coverage, coordinators work the waitlist, and only admins change coverage', () => {
    for (const role of ['coordinator', 'admin', 'analyst'] as const) expect(can(role, 'list', 'coverage')).toBe(true);
    for (const action of ['activate', 'deactivate']) {
      expect(can('admin', action, 'coverage')).toBe(true);
      expect(can('coordinator', action, 'coverage')).toBe(false);
      expect(can('analyst', action, 'coverage')).toBe(false);
    }
    expect(can('coordinator', 'show', 'waitlist')).toBe(true);
    expect(can('coordinator', 'remove', 'waitlist')).toBe(true);
    expect(can('admin', 'remove', 'waitlist')).toBe(true);
    expect(can('analyst', 'show', 'waitlist')).toBe(false);
  });

  it('refuses requests and enquiries being created or deleted from the dashboard, and anyone signed out', () => {
    expect(can('admin', 'create', 'finder-requests')).toBe(false);
    expect(can('admin', 'delete', 'finder-requests')).toBe(false);
    expect(can('admin', 'delete', 'enquiries')).toBe(false);
    expect(can(undefined, 'list', 'finder-requests')).toBe(false);
    expect(can('admin', 'list', 'unknown-resource')).toBe(false);
  });
});
