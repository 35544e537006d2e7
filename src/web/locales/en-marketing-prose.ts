/**
 * English long-form texts of the public site (documentation, terms, privacy): the
 * `marketing-prose` namespace. Kept apart from the rest of the marketing copy because only those
 * three pages read it: it loads with their chunk, not with every page.
 */
/** Long-form pages: each section is paragraphs, an optional list, an optional code sample. */
export interface ProseSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  code?: string;
  subsections?: readonly {
    title: string;
    paragraphs: readonly string[];
    list?: readonly string[];
    code?: string;
  }[];
}

export const enMarketingProse = {
  docs: [
    {
      id: 'getting-started',
      title: 'Getting started',
      paragraphs: [
        'Recipe Forge turns a rough idea into a reusable, structured AI prompt — a recipe. You describe a task in the chat, the assistant writes the recipe, and you keep it in your gallery, download it or share the chat it came from.',
        'You can try the chat without an account: anonymous visitors get the same monthly allowance as the Free plan (3 generations by default), and their chats stay in the browser. Create an account with an e-mail address and password (or Google, where the server has it configured) to save recipes, organise them in folders and share chats by link.',
      ],
      list: [
        'Type a task into the one-line form on the home page, or pick an example such as “Content strategy plan”.',
        'The chat opens with your text filled in; send it and watch the recipe being written.',
        'Refine it in the conversation, then save the answer to your gallery.',
      ],
    },
    {
      id: 'creating-recipes',
      title: 'Creating recipes',
      paragraphs: ['Every recipe has the same five parts, so it reads the same way each time it is used:'],
      list: [
        'Title — a short name (at most 200 characters).',
        'Goal — the outcome the recipe is for, in one or two sentences.',
        'Principles — the rules that guide every step (for example “sources first”).',
        'Operations — the reusable actions the steps are built from.',
        'Steps — the numbered procedure to follow.',
      ],
      subsections: [
        {
          title: 'The chat assistant',
          paragraphs: [
            'Replies stream in as they are written and are saved as they grow, so a reload picks the answer up where it was. You can attach images and documents to a message, edit a message you sent, regenerate an answer and switch between its versions.',
            'Which model writes the recipe depends on the server: Gemini (gemini-2.5-flash by default), any OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter, OpenAI), or the built-in offline composer when no model is configured.',
          ],
        },
        {
          title: 'Generation allowance',
          paragraphs: [
            'The Free plan includes 3 generations per calendar month (the server operator can change this number); the paid plan is unlimited. Requests that carry your own Gemini API key (in the x-gemini-api-key header) do not count.',
          ],
        },
      ],
    },
    {
      id: 'using-recipes',
      title: 'Using recipes',
      paragraphs: [
        'Saved recipes live in your gallery. Organise them in folders (a new folder is called “Untitled Folder” until you rename it; a name cannot be empty), add tags, search by title, tag or content, and edit the title, description and content at any time.',
        'To use a recipe, open it and copy it into any AI tool, or download it as a .txt, .md or .json file. The recipe view shows each part — Goal, Principles, Operations, Steps — as its own section.',
      ],
    },
    {
      id: 'sharing-recipes',
      title: 'Sharing recipes',
      paragraphs: [
        'Recipes are shared in two ways: a read-only link to the chat that wrote them, or as files.',
      ],
      subsections: [
        {
          title: 'A link to a chat or an answer',
          paragraphs: [
            'In a chat you are signed in to, Share chat copies a link of the form /share/{id}. Anyone with the link can read the conversation without signing in; it is read-only: readers cannot reply, edit or see anything else of yours, and they see only finished answers and the files attached to the chat. Copy a link to this answer, under any answer, copies the same link pointing straight at that answer.',
            'A chat has one link at a time, so sharing it again copies the same link. Stop sharing, above the chat, ends the link for everyone who has it; sharing again afterwards makes a new link. Deleting the chat ends its link too. Chats of visitors without an account stay in their browser and cannot be shared.',
          ],
        },
        {
          title: 'Files: download, export and import',
          paragraphs: [
            'Download a single recipe from the gallery or the recipe view as .txt, .md or .json. Export all, in the gallery, downloads every recipe as one .zip of Markdown files with a manifest.json. Import takes a .md, a .json or such a .zip — for example from another account — and adds its recipes to your gallery; if one of them is not valid, nothing is imported.',
          ],
        },
      ],
    },
    {
      id: 'api-reference',
      title: 'API reference',
      paragraphs: [
        'The web app talks to its server over a JSON HTTP API on the same origin. Every request body is validated; every error answers with the same shape, a stable code and a message for people:',
      ],
      code: '{ "code": "VALIDATION_ERROR", "message": "Invalid request. email: Please enter a valid email address." }',
      subsections: [
        {
          title: 'Endpoints available today',
          paragraphs: [
            "Every endpoint below /api answers JSON, checks its input and, where it says signed-in, your session cookie. Another user's chat, message, recipe or folder answers 404, as if it did not exist.",
          ],
          list: [
            'GET /healthz — 200 while the process runs. GET /readyz — 200 once the database is reachable and every migration is applied, 503 before.',
            'GET /api/config — the public configuration the browser needs (never a secret).',
            'GET /api/session — { user } or { user: null }. GET /api/me — the signed-in user, or 401 UNAUTHORIZED.',
            '/api/auth/* — sign-up, sign-in, e-mail verification, password reset, Google sign-in and two-factor authentication.',
            'GET /api/usage — generations used and allowed this month.',
            'Chats (signed-in): GET /api/chats, POST /api/chats, GET and DELETE /api/chats/{chatId}, POST /api/chats/{chatId}/messages { content, stream, attachmentIds? }.',
            'Attachments (signed-in): POST /api/attachments — one file as multipart/form-data in the field "file" (at most 20 MB; checked by content, images re-encoded); GET /api/attachments/{id} — the owner, or anyone while the chat is shared; DELETE /api/attachments/{id} — one not yet sent.',
            'Sharing (signed-in): POST, GET and DELETE /api/chats/{chatId}/share; GET /api/shares/{shareId} is public while the link is live. GET /api/chat-history — your chats as history cards.',
            'Replies: GET /api/messages/{id}/stream (Server-Sent Events: progress, delta, thinking, sources, done, error), POST …/cancel, …/retry, …/regenerate { option }, …/version { index }, …/edit { content }, …/feedback { feedback, reason?, comment? }, …/convert.',
            "POST /api/anonymous/generate — a visitor's chat turn, with the conversation so far and any attachments inline (base64, never stored); counts against the free allowance.",
            'GET /api/events — your live updates (chats, recipes, folders) as Server-Sent Events.',
            'Recipes (signed-in): GET /api/recipes (paged by ?cursor; ?q to filter, ?folderId=an id or none), POST /api/recipes, GET, PATCH and DELETE /api/recipes/{id}, GET /api/recipes/search?q=, GET /api/recipes/{id}/download?format=txt|md|json, GET /api/recipes/{id}/image.',
            'POST /api/recipes/from-message { messageId } saves a chat answer; POST /api/recipes/generate { prompt, type, complexity, tags, isPrivate } writes and saves one.',
            'GET /api/recipes/export — every recipe as a .zip of Markdown files plus manifest.json. POST /api/recipes/import — a .md, .json or such a .zip; all or nothing.',
            'Folders (signed-in): GET and POST /api/folders, PATCH and DELETE /api/folders/{id} (deleting a folder keeps its recipes, without a folder).',
            'POST /api/contact — { name, email, subject, message, company? }; subject is one of general, support, sales, partnership, press, other; at most 5 per minute per IP.',
            'POST /api/newsletter — { email }; at most 10 per minute per IP.',
            'GET /sitemap.xml and GET /robots.txt.',
          ],
        },
        {
          title: 'Error codes',
          paragraphs: [
            'BAD_REQUEST, VALIDATION_ERROR, MALFORMED_JSON (400); UNAUTHORIZED (401); FORBIDDEN (403); NOT_FOUND (404); CONFLICT (409); PAYLOAD_TOO_LARGE (413); UNSUPPORTED_MEDIA_TYPE (415); RATE_LIMITED (429); INTERNAL (500); NOT_READY (503).',
          ],
        },
        {
          title: 'Running your own server',
          paragraphs: [
            'Recipe Forge is one Node.js process (Node 20.19 or newer) serving the API and the web app. `npm start` runs it at http://localhost:3000 with an embedded database in ./data. Every setting is an optional environment variable, checked at start-up:',
          ],
          list: [
            'PORT, HOST, PUBLIC_URL — where it listens and the address people use.',
            'DATA_DIR, DATABASE_URL — embedded database and files, or PostgreSQL.',
            'SMTP_URL, MAIL_FROM — outgoing e-mail (without them, mail goes to a dev outbox).',
            'AI_PROVIDER, GEMINI_API_KEY, AI_BASE_URL, AI_API_KEY, AI_MODEL — the AI model.',
            'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET — Google sign-in.',
            'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET — reserved for payments, which are not built yet: nothing is charged today.',
            'STORAGE and S3_* — files on disk or S3-compatible storage.',
            'ADMIN_EMAILS, FREE_GENERATIONS, LOG_LEVEL.',
          ],
          code: 'GEMINI_API_KEY=… PUBLIC_URL=https://forge.example.com npm start',
        },
      ],
    },
    {
      id: 'faq',
      title: 'FAQ',
      paragraphs: [],
      subsections: [
        {
          title: 'Do I need an account to try it?',
          paragraphs: [
            'No. The chat is open to visitors with the Free plan’s monthly allowance. Saving recipes, folders and sharing chats need an account.',
          ],
        },
        {
          title: 'Can I read my documentation offline?',
          paragraphs: [
            'Yes. Once the app has loaded, your browser keeps its files and these documentation and legal pages, so they stay readable without a connection, and so do the recipes you opened while signed in. Signing in, saving recipes, sending the contact form, real-time sync and AI features need a connection; while you are offline the app shows an Offline notice and those forms say they cannot send.',
          ],
        },
        {
          title: 'Which AI model writes my recipes?',
          paragraphs: [
            'Whatever the server is configured with: Gemini, an OpenAI-compatible server, or the offline composer.',
          ],
        },
        {
          title: 'How do I get help?',
          paragraphs: ['Write to us from the contact page; support responds within about 24 hours.'],
        },
      ],
    },
  ],
  terms: [
    {
      id: 'acceptance',
      title: '1. Acceptance',
      paragraphs: [
        'By creating an account or using Recipe Forge you agree to these terms. If you use it for an organisation, you accept them on its behalf.',
      ],
    },
    {
      id: 'accounts',
      title: '2. Accounts',
      paragraphs: [
        'Keep your password safe and your e-mail address current. You are responsible for what happens under your account. You may delete your account at any time from your settings.',
      ],
    },
    {
      id: 'content',
      title: '3. Your recipes and content',
      paragraphs: [
        'You own the recipes, chats and files you create. You give us the rights needed to store, process and show them to you and to the people you share them with. Do not upload content you have no right to use, or content that is unlawful.',
      ],
    },
    {
      id: 'marketplace',
      title: '4. Marketplace',
      paragraphs: [
        'The marketplace is not open yet: no recipes are listed, bought or sold through Recipe Forge today. Before it opens, this section will set out how listings, prices and payouts work, and you will be asked to accept it before selling.',
      ],
    },
    {
      id: 'billing',
      title: '5. Subscriptions and billing',
      paragraphs: [
        'No payments are taken today; paid plans are not on sale yet. When they are, these terms apply: subscriptions bill monthly or annually, auto-renew, and can be cancelled from the account page or support.',
        'When you cancel, you keep access to paid features until the end of the current billing period. Plan changes are prorated. Paid plans come with a 30-day money-back guarantee. Prices are shown in USD.',
      ],
    },
    {
      id: 'acceptable-use',
      title: '6. Acceptable use',
      paragraphs: [
        'Do not attack, overload or probe the service, circumvent its limits, or use it to generate content that is illegal or harms others.',
      ],
    },
    {
      id: 'liability',
      title: '7. Warranty and liability',
      paragraphs: [
        'Recipes are generated by AI models and may contain mistakes: review them before relying on them. The service is provided as is, to the extent the law allows.',
      ],
    },
    {
      id: 'changes',
      title: '8. Changes and contact',
      paragraphs: [
        'We may update these terms; the date above shows the latest version. Questions: use the contact page.',
      ],
    },
  ],
  privacy: [
    {
      id: 'summary',
      title: 'In short',
      paragraphs: [
        'We store what is needed to run your account and the features you use, nothing more. We do not sell data, show ads, or put third-party trackers or analytics on our pages.',
      ],
    },
    {
      id: 'what-we-store',
      title: 'What we store and why',
      paragraphs: [],
      list: [
        'Account: your e-mail address and a salted hash of your password (never the password itself) — to sign you in. If you use Google sign-in, the account identifier Google gives us.',
        'Sessions: a session record and a cookie — to keep you signed in; they expire or end when you sign out.',
        'Profile and preferences: display name, photo, theme, language and notification choices, your plan and monthly generation count — to run the app the way you set it.',
        'Chats and recipes: your messages, the assistant’s replies, saved recipes, folders and tags — because they are the product. Chats of visitors without an account stay in their browser.',
        'Uploaded files: images and documents you attach — to use them in your chats. Images are re-encoded, which strips embedded metadata.',
        'Contact messages: name, e-mail, optional company, subject and message from the contact form, with the sender’s IP address — to answer you and to stop abuse.',
        'Newsletter addresses: the e-mail address you subscribe with, with the IP address — to send you new posts. There is no unsubscribe link yet: to be removed, write to us from the contact page with the address, and we delete it.',
        'Server logs: request method, path, status and timing, IP address and error details — to keep the service secure and working. Logs never contain passwords or secrets.',
      ],
    },
    {
      id: 'ai',
      title: 'AI providers',
      paragraphs: [
        'To write a recipe, your messages and attachments are sent to the AI model the server is configured with (for example Google Gemini or an OpenAI-compatible server). Servers running the built-in offline composer send nothing out.',
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      paragraphs: [
        'No payments are processed today: Recipe Forge takes no card details and keeps no payment records. Before paid plans or marketplace sales open, this section will name the payment provider and say what it receives.',
      ],
    },
    {
      id: 'local-storage',
      title: 'Cookies and browser storage',
      paragraphs: [
        'We use a session cookie to keep you signed in, and, for visitors without an account, a cookie that counts their free generations. Browser storage keeps your theme and a few view choices (such as the gallery’s layout and recent searches) and the chats of visitors without an account.',
        'For offline reading, the service worker keeps copies in your browser: the app’s files, the documentation and legal pages, and, while you are signed in, your session, your recipe list and folders, and each recipe you open with its cover image. The copies of your data are deleted from the browser when you sign out. No advertising or cross-site cookies.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your choices',
      paragraphs: [
        'You can export or delete your recipes from the gallery, stop sharing a chat, and delete your account from the settings. Deleting your account removes your profile, sessions, chats, recipes and files. To remove your newsletter address, or for anything else, write to us from the contact page.',
      ],
    },
  ],
} as const satisfies Record<string, readonly ProseSection[]>;

export type MarketingProse = typeof enMarketingProse;
