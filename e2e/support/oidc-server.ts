import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider, { interactionPolicy } from 'oidc-provider';
import { freePort } from './server';

/**
 * A local OpenID Connect provider (the `oidc-provider` package) standing in for Google at the
 * network boundary: the app discovers it through GOOGLE_ISSUER and runs the real authorization
 * code flow against it (discovery, PKCE, code exchange, signed ID token).
 *
 * Like Google it honours `prompt=select_account`: its interaction page is an account chooser.
 * Any name is accepted; the account's e-mail is `<name>@example.com`.
 */
export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

const chooserPage = (
  uid: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Choose an account</title></head>
<body><main><h1>Choose an account</h1><p>to continue to Recipe Forge</p>
<form method="post" action="/interaction/${uid}"><label>Account <input name="login" autocomplete="username" required></label>
<button type="submit">Continue</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form></main></body></html>`;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startOidcServer(appBaseUrl: string): Promise<OidcServer> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'recipe-forge-test';
  const clientSecret = 'recipe-forge-test-secret';

  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appBaseUrl}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: `${id}@example.com`, email_verified: true, name: `Test ${id}` };
        },
      };
    },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
  } as never);

  const providerCallback = provider.callback();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/abort)?/.exec(req.url ?? '');
    if (!match) return providerCallback(req, res);
    const uid = match[1]!;
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(chooserPage(uid));
    }
    if (match[2]) {
      return provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    }
    const login = (await readForm(req)).get('login')?.trim() || 'user';
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { select_account: {}, login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
