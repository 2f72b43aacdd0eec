import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import ContactPage from './ContactPage';

const renderContact = (url = '/contact') => renderPage(ContactPage, { path: '/contact', url });

describe('Contact page: message form', () => {
  it('shows each field message and the privacy agreement message', async () => {
    const { callsTo } = mockFetch({});
    const { user } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please choose a subject')).toBeVisible();
    expect(screen.getByText('Please enter your message')).toBeVisible();
    expect(screen.getByText('You must agree to the privacy policy to continue')).toBeVisible();
    expect(callsTo('POST', '/api/contact')).toHaveLength(0);
  });

  it('sends the message without the privacy flag and shows the thank-you screen', async () => {
    const { callsTo } = mockFetch({ 'POST /api/contact': () => json(201, { id: 'c1' }) });
    const { user } = renderContact();
    await user.type(screen.getByLabelText(/Your name/), 'Sam Carter');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.selectOptions(screen.getByLabelText(/Subject/), 'pricing');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'How much is a first visit?');
    await user.click(screen.getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Thank you for reaching out!')).toBeVisible();
    expect(screen.getByText('Message sent successfully!')).toBeVisible();
    expect(callsTo('POST', '/api/contact')[0].body).toEqual({
      name: 'Sam Carter',
      email: 'sam@example.org',
      subject: 'pricing',
      message: 'How much is a first visit?',
    });
    expect(screen.getByRole('link', { name: 'Find a Physiotherapist' })).toHaveAttribute('href', '/finder');
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  it("keeps the form and shows 'Failed to send message' when sending fails", async () => {
    mockFetch({ 'POST /api/contact': () => json(500, { status: 500, code: 'INTERNAL', message: 'Boom' }) });
    const { user } = renderContact();
    await user.type(screen.getByLabelText(/Your name/), 'Sam Carter');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.org');
    await user.selectOptions(screen.getByLabelText(/Subject/), 'other');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeVisible();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Sam Carter');
  });

  it('prefills the reference when coming from a results page', async () => {
    mockFetch({});
    renderContact('/contact?ref=req-42');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('My reference: req-42\n\n'),
    );
  });

  it('quotes the short reference a person can read out when the link carries a request id', async () => {
    mockFetch({});
    renderContact('/contact?ref=0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('My reference: 3AFL-SHCG\n\n'),
    );
  });

  it('makes one reply promise, with no weekday condition, and leaves out contact details not given yet', () => {
    mockFetch({});
    renderContact();
    expect(screen.queryByText(/Monday to Saturday/)).toBeNull();
    // Not given yet in site-config.ts: neither a placeholder nor a mailto link to nowhere; the form is the way in.
    expect(screen.queryByText(/placeholder/)).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Email or call us' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });
});

describe('Contact page: consultation dialog', () => {
  it("'Schedule a call' is a link to #consultation, and that address opens the dialog (a click before the scripts ran)", async () => {
    mockFetch({});
    renderContact('/contact?ref=abc#consultation');
    expect(screen.getByRole('link', { name: 'Schedule a call' })).toHaveAttribute('href', '#consultation');
    expect(await screen.findByRole('dialog', { name: 'Request a Free 15-Minute Consultation' })).toBeVisible();
  });

  it('shows the validation messages of the consultation table', async () => {
    mockFetch({});
    const { user } = renderContact();
    await user.click(screen.getByRole('link', { name: 'Schedule a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Free 15-Minute Consultation' });
    await user.type(within(dialog).getByLabelText(/Your name/), 'S');
    await user.type(within(dialog).getByLabelText(/Phone number/), '0123');
    await user.click(within(dialog).getByRole('button', { name: 'Request Consultation' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeVisible();
    expect(within(dialog).getByText("Please tell us about your parent's condition")).toBeVisible();
    expect(within(dialog).getByText('Please select a preferred time')).toBeVisible();
    expect(within(dialog).getByText('You must agree to the privacy policy to continue')).toBeVisible();
  });

  it('sends the consultation request, closes and confirms', async () => {
    const { callsTo } = mockFetch({ 'POST /api/contact': () => json(201, { id: 'c2' }) });
    const { user } = renderContact();
    await user.click(screen.getByRole('link', { name: 'Schedule a call' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Your name/), 'Sam Carter');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@example.org');
    await user.type(within(dialog).getByLabelText(/Phone number/), '07123 456789');
    await user.type(within(dialog).getByLabelText(/parent's condition/), 'Parkinson’s');
    await user.selectOptions(within(dialog).getByLabelText(/Preferred time/), 'weekend');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Request Consultation' }));

    expect(await screen.findByText('Consultation request sent!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = callsTo('POST', '/api/contact')[0].body as Record<string, string>;
    expect(body.subject).toBe('Free 15-Minute Consultation Request');
    expect(body.message).toContain("Parent's condition: Parkinson’s");
    expect(body.message).toContain('Preferred time: Weekend');
    expect(body.message).toContain('free 15-minute consultation');
  });

  it('says a failed send inside the dialog, beside its buttons, not in a toast over them', async () => {
    mockFetch({ 'POST /api/contact': () => json(500, { status: 500, message: 'down' }) });
    const { user } = renderContact();
    await user.click(screen.getByRole('link', { name: 'Schedule a call' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Your name/), 'Sam Carter');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@example.org');
    await user.type(within(dialog).getByLabelText(/Phone number/), '07123 456789');
    await user.type(within(dialog).getByLabelText(/parent's condition/), 'Stroke');
    await user.selectOptions(within(dialog).getByLabelText(/Preferred time/), 'weekend');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Request Consultation' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send request');
    expect(within(dialog).getByRole('button', { name: 'Request Consultation' })).toBeEnabled();
    // Said once, in the dialog: no toast says it too.
    expect(screen.getAllByText('Failed to send request')).toHaveLength(1);
  });
});
