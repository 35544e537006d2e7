import type { ContactRequest, ContactResponse, NewsletterResponse } from '@shared/contracts/contact';
import { postJson } from '@web/lib/api-client';

export const sendContactMessage = (body: ContactRequest) => postJson<ContactResponse>('/api/contact', body);

export const subscribeToNewsletter = (email: string) => postJson<NewsletterResponse>('/api/newsletter', { email });
