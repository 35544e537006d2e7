// Page titles and descriptions come from the shared list the server also writes into each page's HTML.
import { PUBLIC_PAGE_META } from '@shared/page-meta';

/**
 * English texts of the public site (landing, features, pricing, about, blog, contact,
 * documentation, terms, privacy): the `marketing` namespace. Spec texts (platform.md §1, §2, §9)
 * are kept word for word. Structured content (plans, posts, documentation sections) lives here
 * too so a translation is one more file of the same shape.
 */
export const enMarketing = {
  meta: {
    siteName: 'Recipe Forge',
    titleSuffix: ' · Recipe Forge',
  },
  nav: {
    primary: 'Main',
    home: 'Recipe Forge home',
    features: 'Features',
    solutions: 'Solutions',
    pricing: 'Pricing',
    documentation: 'Docs',
    blog: 'Blog',
    dashboard: 'Dashboard',
    login: 'Login',
    startTrial: 'Start Trial',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to main content',
    loading: 'Loading...',
  },
  footer: {
    tagline: 'Prompt recipes, forged by chat. Keep them, share them, sell them.',
    product: 'Product',
    company: 'Company',
    resources: 'Resources',
    legal: 'Legal',
    links: {
      features: 'Features',
      pricing: 'Pricing',
      marketplace: 'Marketplace',
      about: 'About',
      blog: 'Blog',
      contact: 'Contact',
      documentation: 'Documentation',
      apiReference: 'API reference',
      faq: 'FAQ',
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
    },
    copyright: '© {{year}} Recipe Forge. All rights reserved.',
  },
  claims: {
    // platform.md §1, word for word.
    accuracy: { figure: '23%', rest: 'more accurate outputs' },
    domains: { figure: '5', rest: 'recipe domains' },
    users: { figure: '2,500+', rest: 'users' },
    trial: '14-day free trial with no credit card',
    label: 'Recipe Forge in numbers',
  },
  landing: {
    metaTitle: PUBLIC_PAGE_META['/'].title,
    metaDescription: PUBLIC_PAGE_META['/'].description,
    badge: '14-day free trial with no credit card',
    title: 'Turn rough ideas into reusable AI prompt recipes',
    subtitle:
      'Describe a task in plain words. Recipe Forge plans, researches and critiques it, then hands you a structured recipe — Title, Goal, Principles, Operations and Steps — you can run again and again.',
    form: {
      label: 'Describe a task',
      placeholder: 'What do you want to accomplish?',
      submit: 'Forge recipe',
      examples: 'Try an example',
    },
    chips: ['Content strategy plan', 'Project management framework', 'Learning system design'],
    readDocs: 'Read Docs',
    exploreMarketplace: 'Explore Marketplace',
    contactSales: 'Contact Sales',
    carousel: {
      eyebrow: 'Recipe gallery',
      title: 'What a recipe looks like',
      subtitle: 'Every recipe has the same five parts, so it reads the same way every time you use it.',
      label: 'Example recipes',
      previous: 'Previous recipe',
      next: 'Next recipe',
      pause: 'Pause rotation',
      play: 'Resume rotation',
      goTo: 'Show recipe {{n}}',
      slideOf: 'Recipe {{n}} of {{total}}',
      goal: 'Goal',
      principles: 'Principles',
      steps: 'Steps',
      slides: [
        {
          domain: 'Content',
          title: 'Quarterly content strategy',
          goal: 'Plan 12 weeks of content that grows qualified newsletter sign-ups.',
          principles: ['One audience, one promise', 'Measure every channel'],
          steps: ['Audit last quarter', 'Pick three pillars', 'Draft the calendar', 'Review weekly'],
        },
        {
          domain: 'Projects',
          title: 'Lightweight project framework',
          goal: 'Run a six-person project with clear owners and a weekly rhythm.',
          principles: ['Small batches', 'Decisions written down'],
          steps: ['Define outcomes', 'Split into milestones', 'Assign owners', 'Hold a weekly review'],
        },
        {
          domain: 'Learning',
          title: 'Learning system design',
          goal: 'Learn distributed systems in 8 weeks with spaced practice.',
          principles: ['Retrieval over rereading', 'Build to understand'],
          steps: ['Map the topics', 'Schedule spaced reviews', 'Build a toy system', 'Teach it back'],
        },
        {
          domain: 'Code',
          title: 'Code review checklist',
          goal: 'Review pull requests consistently and catch risky changes early.',
          principles: ['Correctness before style', 'Ask, do not assume'],
          steps: ['Read the intent', 'Check the tests', 'Trace the risky paths', 'Summarise findings'],
        },
        {
          domain: 'Research',
          title: 'Market research brief',
          goal: 'Size a market and name three credible competitors in one afternoon.',
          principles: ['Sources first', 'Estimate, then verify'],
          steps: ['Frame the question', 'Gather sources', 'Build the estimate', 'List open risks'],
        },
      ],
    },
    agents: {
      eyebrow: 'How recipes get made',
      title: 'A team of agents behind every recipe',
      subtitle: 'Your prompt is planned, researched, tested and assembled before you see it.',
      items: [
        {
          name: 'The Architect',
          role: 'Planner',
          description: 'Reads your request, finds the real goal and lays out the plan the others follow.',
        },
        {
          name: 'Research',
          role: 'Specialist',
          description: 'Gathers the facts, methods and constraints the recipe needs to be useful.',
        },
        {
          name: 'Code',
          role: 'Specialist',
          description: 'Turns procedures into precise operations and code where a task calls for it.',
        },
        {
          name: 'Critic',
          role: 'Specialist',
          description: 'Challenges every step for gaps, ambiguity and failure cases before it ships.',
        },
        {
          name: 'The Integrator',
          role: 'Builder',
          description:
            'Assembles the work into one clean recipe: Title, Goal, Principles, Operations, Steps.',
        },
      ],
    },
    features: {
      eyebrow: 'Core features',
      title: 'Everything you need to build with prompts',
      tryIt: 'Try it',
      tryLabel: 'Try it: {{title}}',
      items: [
        {
          title: 'Chat to recipe',
          description: 'Describe what you need; the assistant writes a structured recipe as it answers.',
          query: 'Create a recipe for writing a weekly team update',
        },
        {
          title: 'Structured output',
          description: 'Title, Goal, Principles, Operations and Steps: the same shape every time.',
          query: 'Turn my onboarding checklist into a structured recipe',
        },
        {
          title: 'Personal gallery',
          description: 'Keep recipes in folders, search them and edit them whenever you need.',
          query: 'Create a recipe for organising my reading notes',
        },
        {
          title: 'Share by link',
          description: 'Share a whole chat with one link; the recipient sees it without signing in.',
          query: 'Create a recipe for a customer interview script',
        },
        {
          title: 'Marketplace',
          description: 'Publish recipes free or paid, and buy proven recipes from other creators.',
          query: 'Create a recipe for pricing a digital product',
        },
        {
          title: 'Bring your model',
          description: 'Gemini by default, or any OpenAI-compatible server such as Ollama or vLLM.',
          query: 'Create a recipe for comparing two language models',
        },
      ],
    },
    marketplace: {
      eyebrow: 'Marketplace',
      title: 'Publish what works. Get paid for it.',
      body: 'Publish a recipe free or set a price in USD. Buyers get the full recipe; everyone else sees a short preview. Creators are paid out through the card-payment provider.',
      points: ['Free or paid listings', 'Ratings and reviews', 'Creator profiles and analytics'],
    },
    how: {
      eyebrow: 'How it works',
      title: 'From idea to recipe in three steps',
      steps: [
        { title: 'Describe', body: 'Type a task in one line, or start from an example.' },
        { title: 'Refine', body: 'Chat with the assistant until the recipe says exactly what you mean.' },
        {
          title: 'Reuse',
          body: 'Save it to your gallery, share it by link or publish it to the marketplace.',
        },
      ],
    },
    turing: {
      eyebrow: 'Recipes are algorithms',
      title: 'Step by step, like a machine',
      subtitle:
        'A good recipe is a procedure: a state, a rule for each situation, and a clear end. This tiny Turing machine adds one to a binary number the same way.',
      label: 'Turing machine demo',
      tape: 'Tape',
      state: 'State',
      head: 'Head at cell {{n}}',
      stepCount: 'Step {{n}}',
      stateNames: ['0 · add one', '1 · carry done', '2 · halt'],
      run: 'Run',
      pause: 'Pause',
      step: 'Step',
      reset: 'Reset',
      complete: 'Computation Complete!',
      result: '{{input}} + 1 = {{output}}',
      cell: 'Cell {{n}}:',
    },
    cta: {
      title: 'Forge your first recipe today',
      body: 'Start with the free plan or try Pro for 14 days. No credit card.',
      startTrial: 'Start Trial',
      contactSales: 'Contact Sales',
    },
  },
  features: {
    metaTitle: PUBLIC_PAGE_META['/features'].title,
    metaDescription: PUBLIC_PAGE_META['/features'].description,
    title: 'Features',
    subtitle: 'Eight things that make prompt recipes worth keeping.',
    highlighted: 'Highlighted',
    items: [
      {
        title: 'Chat assistant',
        description: 'A conversation that ends in a reusable recipe, streamed as it is written.',
      },
      {
        title: 'Structured recipes',
        description: 'Title, Goal, Principles, Operations and Steps, parsed and shown section by section.',
      },
      {
        title: 'Gallery and folders',
        description: 'Every saved recipe in one place, organised in folders and searchable.',
      },
      {
        title: 'Attachments',
        description: 'Add images and documents to a chat so the recipe uses your material.',
      },
      {
        title: 'Share links',
        description: 'Send a read-only link to a whole chat or straight to one message.',
      },
      { title: 'Marketplace', description: 'Publish free or paid recipes, rate them and review them.' },
      {
        title: 'Creator payouts',
        description: 'Connect a payout account, track sales and earnings, get paid.',
      },
      {
        title: 'Any model',
        description: 'Gemini, an OpenAI-compatible server, or the built-in offline composer.',
      },
    ],
    useCasesTitle: 'Use cases',
    useCases: [
      {
        title: 'Content teams',
        description: 'Editorial calendars, briefs and review checklists everyone follows.',
      },
      {
        title: 'Engineering',
        description: 'Code review, incident response and release procedures as recipes.',
      },
      { title: 'Education', description: 'Study plans and learning systems that adapt to a syllabus.' },
      { title: 'Operations', description: 'Onboarding, hand-overs and weekly rituals written down once.' },
      { title: 'Research', description: 'Literature reviews and market briefs with a repeatable method.' },
      { title: 'Freelancers', description: 'Package your best process and sell it in the marketplace.' },
    ],
    startFreeTrial: 'Start Free Trial',
    backHome: 'Back to Home',
  },
  solutions: {
    metaTitle: 'Solutions',
    metaDescription: 'How teams use Recipe Forge: content, engineering, education, operations and research.',
  },
  pricing: {
    metaTitle: PUBLIC_PAGE_META['/pricing'].title,
    metaDescription: PUBLIC_PAGE_META['/pricing'].description,
    title: 'Simple, honest pricing',
    subtitle: 'Start free. Upgrade when your recipes start paying for themselves.',
    mostPopular: 'Most popular',
    perMonth: '/month',
    plans: {
      starter: {
        name: 'Starter',
        price: 'Free',
        period: '',
        description: 'For trying Recipe Forge on real work.',
        features: [
          '{{count}} generations per month',
          'Basic models',
          'Community support',
          'Public gallery access',
        ],
        cta: 'Get Started',
      },
      pro: {
        name: 'Pro',
        price: '$29',
        period: '/month',
        description: 'For people who build with prompts every day.',
        features: [
          'Unlimited generations',
          'Advanced models',
          'Priority support',
          'Private storage',
          'Custom templates',
          'API access',
          'Analytics dashboard',
        ],
        cta: 'Start Free Trial',
      },
      enterprise: {
        name: 'Enterprise',
        price: 'Custom',
        period: '',
        description: 'For organisations with their own requirements.',
        features: ['SSO', 'SLA', 'Dedicated support', 'Custom model training', 'Integrations'],
        cta: 'Contact Sales',
      },
    },
    faqTitle: 'Frequently asked questions',
    faq: [
      {
        q: 'Can I change my plan later?',
        a: 'Yes. You can change plans at any time; the price is prorated for the rest of the billing period.',
      },
      {
        q: 'Is there a money-back guarantee?',
        a: 'Paid plans come with a 30-day money-back guarantee.',
      },
      {
        q: 'Is there a free trial?',
        a: 'Pro comes with a 14-day free trial, and no credit card is needed to start it.',
      },
      {
        q: 'What happens when I reach the Starter limit?',
        a: 'Starter prompts you to upgrade once you have used the month’s generations. Your recipes stay yours.',
      },
    ],
  },
  about: {
    metaTitle: PUBLIC_PAGE_META['/about'].title,
    metaDescription: PUBLIC_PAGE_META['/about'].description,
    title: 'About Recipe Forge',
    lead: 'Good prompts are written once and lost in a chat history. We think they deserve better: a clear structure, a home, and a way to be shared and paid for.',
    sections: [
      {
        title: 'What we build',
        body: 'Recipe Forge is a chat assistant that turns a rough idea into a structured prompt recipe, a gallery to keep those recipes in, and a marketplace where creators publish them free or paid.',
      },
      {
        title: 'How we build it',
        body: 'One open, self-hostable app: it runs on a laptop with an embedded database and scales out on PostgreSQL and S3-compatible storage. You choose the AI model — Gemini, an OpenAI-compatible server, or the built-in offline composer.',
      },
      {
        title: 'What we believe',
        body: 'Your recipes are yours. Paid content stays on the server until it is bought, secrets never reach the browser, and we do not put third-party trackers on our pages.',
      },
    ],
    valuesTitle: 'Our principles',
    values: [
      { title: 'Clarity', body: 'A recipe reads the same way every time: goal first, steps last.' },
      { title: 'Ownership', body: 'Export, share or sell what you make. Nothing is locked in.' },
      { title: 'Honesty', body: 'No dark patterns, no fake scarcity, no tracking.' },
    ],
    contact: 'Get in touch',
  },
  blog: {
    metaTitle: PUBLIC_PAGE_META['/blog'].title,
    metaDescription: PUBLIC_PAGE_META['/blog'].description,
    title: 'Blog',
    subtitle: 'Notes on structured prompting, recipes that work, and building with AI.',
    readTime: '{{minutes}} min read',
    posts: [
      {
        title: 'Why structure beats cleverness in prompts',
        excerpt:
          'A Goal, a few Principles and numbered Steps outperform a clever one-liner for repeated work. Here is why.',
        date: '2025-05-06',
        readTime: 6,
        category: 'Prompting',
        art: 'grid',
      },
      {
        title: 'Anatomy of a recipe: Title, Goal, Principles, Operations, Steps',
        excerpt:
          'A walk through each part of a recipe, with examples of what to put in it and what to leave out.',
        date: '2025-04-22',
        readTime: 8,
        category: 'Guides',
        art: 'layers',
      },
      {
        title: 'Running Recipe Forge on your own model',
        excerpt:
          'Point the app at Ollama, vLLM or LM Studio with three variables and keep every prompt on your machine.',
        date: '2025-04-08',
        readTime: 5,
        category: 'Self-hosting',
        art: 'circuit',
      },
      {
        title: 'Pricing your first marketplace recipe',
        excerpt: 'Free, $2.99 or $9.99? How creators think about price, previews and reviews.',
        date: '2025-03-25',
        readTime: 7,
        category: 'Creators',
        art: 'coins',
      },
      {
        title: 'From chat history to a reusable library',
        excerpt: 'Folders, tags and search: turning scattered conversations into recipes your team can find.',
        date: '2025-03-11',
        readTime: 4,
        category: 'Productivity',
        art: 'stack',
      },
      {
        title: 'Critic in the loop: catching weak steps early',
        excerpt:
          'How a critic pass finds vague steps, missing edge cases and hidden assumptions before you do.',
        date: '2025-02-25',
        readTime: 6,
        category: 'Research',
        art: 'waves',
      },
    ],
    subscribe: {
      title: 'Get new posts by e-mail',
      body: 'One e-mail when a new post is out. No spam. To be removed from the list, write to us from the contact page.',
      label: 'Email address',
      placeholder: 'you@example.com',
      submit: 'Subscribe',
      submitting: 'Subscribing...',
      invalid: 'Please enter a valid email address.',
      success: 'Thanks! {{email}} is subscribed.',
      already: '{{email}} is already subscribed. Thanks!',
    },
  },
  contact: {
    metaTitle: PUBLIC_PAGE_META['/contact'].title,
    metaDescription: PUBLIC_PAGE_META['/contact'].description,
    title: 'Contact us',
    subtitle: 'Questions, feedback or a team plan? Send us a message.',
    responseTime: 'Our support team responds within about 24 hours.',
    salesTitle: 'Sales',
    salesBody: 'Enterprise plans with SSO, an SLA and dedicated support.',
    supportTitle: 'Support',
    supportBody: 'Help with your account, recipes and billing.',
    required: 'required',
    optional: 'optional',
    fields: {
      name: 'Name',
      email: 'Email',
      company: 'Company',
      subject: 'Subject',
      message: 'Message',
    },
    placeholders: {
      name: 'Your name',
      email: 'you@example.com',
      company: 'Your company',
      message: 'How can we help?',
    },
    chooseSubject: 'Choose a subject',
    subjects: {
      general: 'General inquiry',
      support: 'Technical support',
      sales: 'Sales',
      partnership: 'Partnership',
      press: 'Press',
      other: 'Other',
    },
    errors: {
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address.',
      subject: 'Please choose a subject.',
      message: 'Please enter a message.',
      messageTooLong: 'Your message is too long: {{max}} characters at most.',
    },
    counter: '{{length}} / {{max}}',
    submit: 'Send message',
    submitting: 'Sending...',
    successTitle: 'Message sent',
    success: 'Thanks, {{name}}! We received your message and will reply to {{email}} within about 24 hours.',
    sendAnother: 'Send another message',
  },
  docs: {
    metaTitle: PUBLIC_PAGE_META['/documentation'].title,
    metaDescription: PUBLIC_PAGE_META['/documentation'].description,
    title: 'Documentation',
    subtitle: 'How Recipe Forge works, from your first recipe to running your own server.',
    onThisPage: 'On this page',
  },
  terms: {
    metaTitle: PUBLIC_PAGE_META['/terms'].title,
    metaDescription: PUBLIC_PAGE_META['/terms'].description,
    title: 'Terms of Service',
    lastUpdated: 'Last updated: {{date}}',
  },
  privacy: {
    metaTitle: PUBLIC_PAGE_META['/privacy'].title,
    metaDescription: PUBLIC_PAGE_META['/privacy'].description,
    title: 'Privacy Policy',
    lastUpdated: 'Last updated: {{date}}',
  },
  common: {
    sending: 'Sending...',
    networkError: 'Network error. Please check your connection.',
  },
  offline: {
    notice:
      'You are offline. The documentation, the legal pages and the recipes you opened can still be read; signing in, the chat and sending forms need a connection.',
    sendUnavailable:
      'You are offline: sending needs a connection and is unavailable offline. What you typed stays here; send it once you are back online.',
  },
} as const;

export type MarketingCopy = typeof enMarketing;

/** The whole `marketing` namespace as registered with the translator (lib/i18n.ts). */
export const enMarketingBundle = enMarketing;
export type MarketingBundle = typeof enMarketingBundle;
