import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { rememberSession } from '../session';
import { aSession, fakeApi, on, type SentRequest } from '../test/fakeApi';
import { renderInAdmin } from '../test/renderInAdmin';
import PhysiotherapistEdit from './PhysiotherapistEdit';
import { oliver } from '../test/physiotherapist';

const district = (code: string, covered = true) => ({
  body: { id: code, district: code, covered, reachable: true, offered: covered, waiting: 0 },
});

const renderEdit = () =>
  renderInAdmin(
    <>
      <Routes>
        <Route path="/physiotherapists/:id" element={<PhysiotherapistEdit />} />
        <Route path="/physiotherapists/:id/show" element={<p>Record page</p>} />
      </Routes>
      <Notification />
    </>,
    { resource: 'physiotherapists', path: '/physiotherapists/12' },
  );

const puts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('the physiotherapist form', () => {
  it('says every problem at once, in our words, the unknown district included, before anything is sent', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = fakeApi(
      on('GET', '/api/ops/physiotherapists/12', { body: oliver }),
      on('GET', '/api/ops/coverage/ZZ99', {
        status: 404,
        body: { status: 404, code: 'NOT_FOUND', message: 'Postcode district not found' },
      }),
    );
    const user = userEvent.setup();
    renderEdit();
    const email = await screen.findByLabelText(/Referral email/);
    expect(email.closest('form')).toHaveAttribute('novalidate');
    await user.clear(email);
    await user.type(email, 'oliver-at-example');
    const base = screen.getByLabelText(/Base postcode district/);
    await user.clear(base);
    await user.type(base, 'zz99');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/There is no UK postcode district ZZ99/)).toBeInTheDocument();
    expect(screen.getByText('Enter an email address such as name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter the physiotherapist’s name')).toBeInTheDocument();
    expect(screen.queryByText(/base_district|contact_email/)).toBeNull();
    expect(puts(api.requests)).toHaveLength(0);
  });

  it('shows what the API refuses on the field, in our words with its label, never the field’s name', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    fakeApi(
      on('GET', '/api/ops/physiotherapists/12', { body: oliver }),
      on('GET', '/api/ops/coverage/SS9', district('SS9')),
      on('PUT', '/api/ops/physiotherapists/12', {
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Another physiotherapist already has HCPC number PH123456',
          errors: [
            {
              field: 'hcpc_number',
              rule: 'unique',
              message: 'Another physiotherapist already has HCPC number PH123456',
            },
            { field: 'travel_radius_miles', rule: 'max', message: 'travel_radius_miles must be at most 60' },
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderEdit();
    await user.type(await screen.findByLabelText(/Years of experience/), '{backspace}6');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/Another physiotherapist already has HCPC number PH123456: check/),
    ).toBeInTheDocument();
    expect(screen.getByText('Travel radius (miles) was not accepted: check it')).toBeInTheDocument();
    expect(await screen.findByText('Not saved: check HCPC number, Travel radius (miles)')).toBeInTheDocument();
    expect(screen.queryByText(/travel_radius_miles|hcpc_number/)).toBeNull();
  });

  it('saves a base district outside coverage only once the coordinator confirms, and says who was saved', async () => {
    rememberSession(aSession({ role: 'coordinator' }));
    const api = fakeApi(
      on('GET', '/api/ops/physiotherapists/12', { body: oliver }),
      on('GET', '/api/ops/coverage/TR20', district('TR20', false)),
      on('PUT', '/api/ops/physiotherapists/12', (request) => {
        const body = request.body as Record<string, unknown>;
        return body.outside_coverage_confirmed
          ? {
              body: {
                ...oliver,
                base_district: body.base_district,
                dbs_certificate_number: body.dbs_certificate_number,
              },
            }
          : {
              status: 409,
              body: {
                status: 409,
                code: 'PHYSIOTHERAPIST.OUTSIDE_COVERAGE',
                message: 'base_district TR20 is outside the areas we cover',
                errors: [
                  {
                    field: 'base_district',
                    rule: 'covered',
                    message: 'base_district TR20 is outside the areas we cover',
                  },
                ],
              },
            };
      }),
    );
    const user = userEvent.setup();
    const { location } = renderEdit();
    const base = await screen.findByLabelText(/Base postcode district/);
    await user.clear(base);
    await user.type(base, 'TR20');
    await user.type(screen.getByLabelText(/DBS certificate number/), '0012 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('TR20 is outside the areas we cover');
    expect(dialog).toHaveTextContent('Save Oliver Bennett based in TR20 anyway?');
    expect(screen.queryByText(/base_district/)).toBeNull();
    expect(puts(api.requests)).toHaveLength(1);
    expect(puts(api.requests)[0].body).not.toHaveProperty('outside_coverage_confirmed');

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Oliver Bennett saved')).toBeInTheDocument();
    const [, confirmed] = puts(api.requests);
    expect(confirmed.body).toMatchObject({
      base_district: 'TR20',
      dbs_certificate_number: '001234567890',
      outside_coverage_confirmed: true,
    });
    await waitFor(() => expect(location()).toBe('/physiotherapists/12/show'));
  });
});
