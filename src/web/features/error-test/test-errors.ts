/** The error classes the demo page can throw, shaped like the real errors they stand for. */
export const ERROR_KINDS = ['popupSecurity', 'auth', 'context', 'react', 'initOrder', 'generic'] as const;
export type ErrorTestKind = (typeof ERROR_KINDS)[number];

export function isErrorTestKind(value: unknown): value is ErrorTestKind {
  return typeof value === 'string' && (ERROR_KINDS as readonly string[]).includes(value);
}

export function makeTestError(kind: ErrorTestKind): Error {
  switch (kind) {
    case 'popupSecurity':
      return Object.assign(new Error('The sign-in popup was blocked by the browser (auth/popup-blocked).'), {
        code: 'auth/popup-blocked',
      });
    case 'auth':
      return Object.assign(
        new Error('Authentication failed: the session has expired (auth/user-token-expired).'),
        {
          code: 'auth/user-token-expired',
        },
      );
    case 'context':
      return new Error('useAuth must be used within an AuthProvider');
    case 'react':
      return new Error(
        'Invalid hook call. Hooks can only be called inside of the body of a function component.',
      );
    case 'initOrder':
      return new ReferenceError("Cannot access 'recipeStore' before initialization");
    case 'generic':
      return new Error('The error test page failed on purpose.');
  }
}
