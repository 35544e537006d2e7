import type { ContactRequest } from '@shared/contracts/contact';
import { siteEndpoints } from '@shared/contracts/endpoints/site';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/** The contact form and the blog's subscribe box (shared/contracts/endpoints/site.ts). */
export const sendContactMessage = (body: ContactRequest) => callEndpoint(siteEndpoints.contact, { body });

export const subscribeToNewsletter = (email: string) =>
  callEndpoint(siteEndpoints.newsletter, { body: { email } });
