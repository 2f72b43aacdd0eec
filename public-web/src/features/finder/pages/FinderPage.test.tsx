import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import FinderPage from './FinderPage';

const inArea = () =>
  json(200, {
    postcode: 'SW1A 1AA',
    district: 'SW1A',
    area: 'SW',
    county: 'London',
    local_authority: 'Westminster',
    in_area: true,
  });

function renderFinder() {
  return renderPage(FinderPage, { path: '/finder', url: '/finder', otherRoutes: ['/results/:id'] });
}

async function passStepOne(user: ReturnType<typeof renderFinder>['user']) {
  await user.type(screen.getByLabelText("Parent's postcode"), 'sw1a 1aa');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Step 2 of 4');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
}

describe('Finder wizard', () => {
  it('starts on step 1 of 4 with Previous disabled and a Continue button', () => {
    mockFetch({});
    renderFinder();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByPlaceholderText('SW1A 1AA')).toBeVisible();
  });

  it('a link naming a postcode (the waitlist email) starts with it filled in', async () => {
    mockFetch({});
    renderPage(FinderPage, { path: '/finder', url: '/finder?postcode=eh1%201yz' });
    expect(await screen.findByDisplayValue('EH1 1YZ')).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
  });

  it('asks for a postcode when step 1 is empty', async () => {
    const { calls } = mockFetch({});
    const { user } = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Postcode required')).toBeVisible();
    expect(within(alert).getByText("Please enter your parent's postcode to continue.")).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('explains an invalid postcode from the coverage check', async () => {
    const { callsTo } = mockFetch({
      'GET /api/coverage/check': () =>
        json(400, { status: 400, code: 'INVALID_POSTCODE', message: 'Not a valid UK postcode' }),
    });
    const { user } = renderFinder();
    await user.type(screen.getByLabelText("Parent's postcode"), 'hello');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Postcode not recognised')).toBeVisible();
    expect(screen.getByText(/doesn't look like a UK postcode/)).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(callsTo('GET', '/api/coverage/check')[0].url).toContain('postcode=hello');
  });

  it('out of area: records the search and opens the waitlist with the postcode prefilled; Join needs name and email', async () => {
    const { callsTo } = mockFetch({
      'GET /api/coverage/check': () =>
        json(200, {
          postcode: 'M1 1AE',
          district: 'M1',
          area: 'M',
          county: 'Greater Manchester',
          local_authority: 'Manchester',
          in_area: false,
        }),
      'POST /api/expansion-tracking': () => json(202, undefined),
      'POST /api/waitlist': () =>
        json(202, { status: 'check_email', district: 'M1', message: 'Thank you. Please check your email.' }),
    });
    const { user } = renderFinder();
    await user.type(screen.getByLabelText("Parent's postcode"), 'M1 1AE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("We're not in your area yet")).toBeVisible();
    expect(within(dialog).getByLabelText('Postcode')).toHaveValue('M1 1AE');
    const join = within(dialog).getByRole('button', { name: 'Join Waitlist' });
    expect(join).toBeDisabled();

    const tracking = callsTo('POST', '/api/expansion-tracking');
    expect(tracking).toHaveLength(1);
    expect(tracking[0].body).toMatchObject({ postcode: 'M1 1AE', condition: 'unknown', type: 'out_of_area_search' });

    await user.type(within(dialog).getByLabelText(/Your name/), 'Sam Carter');
    expect(join).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Your email/), 'sam@example.org');
    expect(join).toBeEnabled();
    await user.click(join);

    // The confirmation stays in the dialog, saying what happens next, until the family closes it.
    const confirmation = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(within(confirmation).getByText(/We have emailed you about the waitlist for M1/)).toBeVisible();
    expect(within(confirmation).getByText(/as soon as we cover M1, we email you once/)).toBeVisible();
    await user.click(within(confirmation).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/waitlist')[0].body).toEqual({
      name: 'Sam Carter',
      email: 'sam@example.org',
      postcode: 'M1 1AE',
    });
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
  });

  it("'Maybe Later' closes the waitlist without advancing", async () => {
    mockFetch({
      'GET /api/coverage/check': () =>
        json(200, {
          postcode: 'M1 1AE',
          district: 'M1',
          area: 'M',
          county: 'Greater Manchester',
          local_authority: 'Manchester',
          in_area: false,
        }),
      'POST /api/expansion-tracking': () => json(202, undefined),
    });
    const { user } = renderFinder();
    await user.type(screen.getByLabelText("Parent's postcode"), 'M1 1AE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
  });

  it('requires a condition on step 2 and an urgency on step 3', async () => {
    mockFetch({ 'GET /api/coverage/check': inArea });
    const { user } = renderFinder();
    await passStepOne(user);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getAllByRole('radio')).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Condition required')).toBeVisible();
    expect(screen.getByText('Please select the condition that needs treatment.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Stroke Recovery' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 3 of 4');
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Urgency required')).toBeVisible();
    expect(screen.getByText('Please select how urgently support is needed.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Urgent/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 4 of 4');
    expect(screen.getByRole('button', { name: 'Find My Match' })).toBeVisible();
  });

  async function reachStepFour(user: ReturnType<typeof renderFinder>['user']) {
    await passStepOne(user);
    await user.click(screen.getByRole('radio', { name: 'Falls Prevention' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 3 of 4');
    await user.click(screen.getByRole('radio', { name: /Soon/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 4 of 4');
  }

  it('requires consent once a contact detail is given, and checks the email', async () => {
    const { callsTo } = mockFetch({ 'GET /api/coverage/check': inArea });
    const { user } = renderFinder();
    await reachStepFour(user);

    await user.type(screen.getByLabelText('Your email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();

    await user.clear(screen.getByLabelText('Your email (optional)'));
    await user.type(screen.getByLabelText('Your email (optional)'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));
    expect(await screen.findByText('Consent required')).toBeVisible();
    expect(screen.getByText(/Please tick this box so the physiotherapist may contact you/)).toBeVisible();
    expect(callsTo('POST', '/api/finder-requests')).toHaveLength(0);
  });

  it("submits only the given fields, shows 'Finding matches...' and goes to the results page", async () => {
    let release: (response: Response) => void = () => {};
    const { callsTo } = mockFetch({
      'GET /api/coverage/check': inArea,
      'POST /api/finder-requests': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = renderFinder();
    await reachStepFour(user);
    await user.type(screen.getByLabelText('Your name (optional)'), 'Sam Carter');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));

    const busy = await screen.findByRole('button', { name: 'Finding matches...' });
    expect(busy).toBeDisabled();
    expect(callsTo('POST', '/api/finder-requests')[0].body).toEqual({
      postcode: 'SW1A 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: 'Sam Carter',
      consent: true,
    });
    release(json(201, { id: 'req-123', status: 'pending' }));
    expect(await screen.findByText('Navigated to /results/:id')).toBeVisible();
  });

  it("words a field the API refuses for the family, not with the API's field name", async () => {
    mockFetch({
      'GET /api/coverage/check': inArea,
      'POST /api/finder-requests': () =>
        json(400, {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'contact_phone must be a valid UK phone number, such as 07123 456789 or 020 7946 0000',
          errors: [
            {
              field: 'contact_phone',
              rule: 'isUkPhone',
              message: 'contact_phone must be a valid UK phone number, such as 07123 456789 or 020 7946 0000',
            },
          ],
        }),
    });
    const { user } = renderFinder();
    await reachStepFour(user);
    // A number the form accepts, refused by (say) an API running an older rule.
    await user.type(screen.getByLabelText('Your phone number (optional)'), '07123 456789');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));

    expect(await screen.findByText('Please enter a valid UK phone number, for example 07123 456789')).toBeVisible();
    expect(screen.queryByText(/contact_phone/)).toBeNull();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
  });

  it('refuses on the form the phone numbers the API refuses (one shared rule), without sending', async () => {
    const { callsTo } = mockFetch({ 'GET /api/coverage/check': inArea });
    const { user } = renderFinder();
    await reachStepFour(user);
    // Ofcom's drama range: the old form let it through and the API refused it.
    await user.type(screen.getByLabelText('Your phone number (optional)'), '07700 900123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));

    expect(await screen.findByText('Please enter a valid UK phone number, for example 07123 456789')).toBeVisible();
    expect(callsTo('POST', '/api/finder-requests')).toHaveLength(0);
  });

  it('asks for a name of at most 100 characters before sending', async () => {
    const { callsTo } = mockFetch({ 'GET /api/coverage/check': inArea });
    const { user } = renderFinder();
    await reachStepFour(user);
    await user.click(screen.getByLabelText('Your name (optional)'));
    await user.paste('A'.repeat(101));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));

    expect(await screen.findByText('Please keep your name to 100 characters or fewer')).toBeVisible();
    expect(callsTo('POST', '/api/finder-requests')).toHaveLength(0);
  });

  it("keeps the family on step 4 with 'Search failed' when the request fails", async () => {
    mockFetch({
      'GET /api/coverage/check': inArea,
      'POST /api/finder-requests': () => json(500, { status: 500, code: 'INTERNAL', message: 'Boom' }),
    });
    const { user } = renderFinder();
    await reachStepFour(user);
    await user.click(screen.getByRole('button', { name: 'Find My Match' }));
    expect(await screen.findByText('Search failed')).toBeVisible();
    expect(screen.getByText("We couldn't process your request. Please try again.")).toBeVisible();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find My Match' })).toBeEnabled();
  });

  it('restores answers and step from session storage after a reload', async () => {
    mockFetch({ 'GET /api/coverage/check': inArea });
    const first = renderFinder();
    await passStepOne(first.user);
    await first.user.click(screen.getByRole('radio', { name: 'Respiratory' }));
    first.unmount();

    renderFinder();
    expect(await screen.findByText('Step 2 of 4')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Respiratory' })).toBeChecked();
  });
});
