import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import ServicePage from '../../features/services/pages/ServicePage';
import { renderPage } from '../../test/render';
import { describe, expect, it } from 'vitest';

// The questions on a service page (elderly support has three), as a family uses them: by mouse and by keyboard.
describe('FaqAccordion, uncontrolled on a service page', () => {
  const ElderlySupport = () => <ServicePage slug="elderly-support" />;
  const open = () =>
    renderPage(ElderlySupport, { path: '/services/elderly-support', url: '/services/elderly-support' });
  const question = (name: RegExp) => screen.getByRole('button', { name });

  it('starts with every answer hidden; each question is a heading holding its button', () => {
    open();
    const heading = screen.getByRole('heading', { name: /Can they still have physiotherapy\?/ });
    expect(heading).toContainElement(question(/Can they still have physiotherapy\?/));
    for (const name of [/Can they still have physiotherapy\?/, /heart problems/, /How long before/]) {
      expect(question(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByText(/No referral or diagnosis is needed/)).not.toBeVisible();
  });

  it('opens several answers at once, each a region named by its question, and closes only the one clicked', async () => {
    const { user } = open();
    await user.click(question(/Can they still have physiotherapy\?/));
    await user.click(question(/heart problems/));

    const first = screen.getByRole('region', { name: /Can they still have physiotherapy\?/ });
    expect(first).toHaveTextContent('No referral or diagnosis is needed');
    expect(question(/Can they still have physiotherapy\?/)).toHaveAttribute('aria-controls', first.id);
    expect(screen.getByRole('region', { name: /heart problems/ })).toBeVisible();

    await user.click(question(/Can they still have physiotherapy\?/));
    expect(question(/Can they still have physiotherapy\?/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/No referral or diagnosis is needed/)).not.toBeVisible();
    expect(screen.getByRole('region', { name: /heart problems/ })).toBeVisible();
  });

  it('opens from the keyboard', async () => {
    const { user } = open();
    question(/How long before/).focus();
    await user.keyboard('{Enter}');
    expect(question(/How long before/)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question(/How long before/)).toHaveAttribute('aria-expanded', 'false');
  });
});
