import { meSchema, sessionStateSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import { START_UP_ENDPOINTS } from './start-up';

/** Who is signed in, as the browser needs it (guards, menus, settings). */
export const accountEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    access: 'signed-in',
    tag: 'Accounts',
    summary: 'The signed-in user: profile, verification, two-factor, admin, whether a password is set',
    response: { kind: 'json', schema: meSchema },
  }),
  session: defineEndpoint({
    ...START_UP_ENDPOINTS.session,
    // Every page load asks: a signed-out visitor is the normal case there, not an error.
    access: 'public',
    tag: 'Accounts',
    summary: 'The signed-in user as GET /api/me has it, or null for a visitor (always 200)',
    response: { kind: 'json', schema: sessionStateSchema },
  }),
};
