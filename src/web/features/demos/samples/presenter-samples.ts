/**
 * The recipe presenter demo's sample recipes (/recipe-presenter-demo, platform.md §2 Demo pages):
 * simple, complex (over the virtualised view's 20-section threshold), streaming and complete.
 * They are sample data in English, written in the form the app's system prompt asks the model for,
 * so the presenter parses them as it parses a real reply.
 */

export const PRESENTER_SAMPLE_TYPES = ['simple', 'complex', 'streaming', 'complete'] as const;
export type PresenterSampleType = (typeof PRESENTER_SAMPLE_TYPES)[number];

const SIMPLE = `# Recipe Title: Write a Clear Bug Report

## Goal
Let a developer reproduce the bug on the first try.

## Principles
- One bug per report.
- Exact steps, exact versions.
- Describe what you saw, not what you guess.

## Operations
- **Reproduce:** follow your own steps once more before sending.
- **Trim:** remove every step the bug does not need.

## Steps
1. Write a title that names the symptom and where it happens.
2. List the steps to reproduce, starting from a fresh page.
3. Describe the expected and the actual behaviour.
4. Attach a screenshot or the console log.
`;

/** Complex: a long plan whose topic sections push it past 20 sections (the virtualised view's threshold). */
const COMPLEX_TOPICS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'Market Research',
    [
      'Interview ten people who have the problem today.',
      'List the tools they use instead and what those cost them.',
      'Write down the words they use for the problem; reuse them in the copy.',
    ],
  ],
  [
    'Positioning',
    [
      'Name the one group the first version is for.',
      'State the promise in one sentence a customer would repeat.',
      'Write what the product deliberately does not do.',
    ],
  ],
  [
    'Pricing Model',
    [
      'Pick a value metric that grows with the customer’s success.',
      'Offer at most three plans.',
      'Decide the free tier’s limit before launch, not after.',
    ],
  ],
  [
    'Product Scope',
    [
      'Cut the first release to the single job customers pay for.',
      'Keep a “later” list so ideas are parked, not lost.',
      'Agree on a date, then adjust scope rather than the date.',
    ],
  ],
  [
    'Architecture',
    [
      'Start with one deployable service and one database.',
      'Keep the data model boring: tables, keys, constraints.',
      'Write down the three decisions that would be expensive to undo.',
    ],
  ],
  [
    'Data Model',
    [
      'Model accounts, users and memberships from day one.',
      'Store money in integer cents.',
      'Keep timestamps in UTC and show them in the reader’s zone.',
    ],
  ],
  [
    'Authentication',
    [
      'Use a maintained library rather than your own session code.',
      'Offer e-mail sign-in first; add social sign-in when asked.',
      'Rate-limit sign-in attempts per account and per address.',
    ],
  ],
  [
    'Billing Integration',
    [
      'Let the payment provider host the card form.',
      'Treat webhooks as the source of truth for subscription state.',
      'Make every webhook handler idempotent.',
    ],
  ],
  [
    'Onboarding Flow',
    [
      'Ask for the minimum before showing value.',
      'Pre-fill a first example so the empty state teaches.',
      'Measure how many sign-ups reach the first success.',
    ],
  ],
  [
    'Design System',
    [
      'Define colour tokens for light and dark themes together.',
      'Build buttons, inputs and dialogs once and reuse them.',
      'Check contrast and keyboard focus on every component.',
    ],
  ],
  [
    'Accessibility Review',
    [
      'Navigate every page with the keyboard alone.',
      'Run an automated checker on each template.',
      'Test the main flow with a screen reader.',
    ],
  ],
  [
    'Performance Budget',
    [
      'Set a JavaScript budget for the landing page.',
      'Load each screen’s code on demand.',
      'Measure on a mid-range phone, not only on a laptop.',
    ],
  ],
  [
    'Security Checklist',
    [
      'Validate every request on the server.',
      'Keep secrets out of the repository and the browser.',
      'Turn on dependency alerts and act on them weekly.',
    ],
  ],
  [
    'Testing Strategy',
    [
      'Unit-test the business rules.',
      'Write a few end-to-end journeys for the paths that earn money.',
      'Run the suite on every change before merging.',
    ],
  ],
  [
    'Observability',
    [
      'Log with request ids so one failure can be followed end to end.',
      'Alert on error rate and latency, not on every error.',
      'Keep a dashboard of sign-ups, activations and payments.',
    ],
  ],
  [
    'Deployment Pipeline',
    [
      'Build once and promote the same artefact.',
      'Run database migrations before the new code starts.',
      'Keep a one-command rollback.',
    ],
  ],
  [
    'Backup and Recovery',
    [
      'Back up the database daily and keep thirty days.',
      'Restore a backup into a scratch environment every month.',
      'Write the recovery steps where the on-call person finds them.',
    ],
  ],
  [
    'Customer Support',
    [
      'Answer every message within one working day.',
      'Tag conversations by topic to see what hurts most.',
      'Turn repeated questions into help articles.',
    ],
  ],
  [
    'Documentation',
    [
      'Write a quick start that reaches the first success in five minutes.',
      'Document every setting with its default.',
      'Date each page so readers know how fresh it is.',
    ],
  ],
  [
    'Content Marketing',
    [
      'Publish one useful article a week on the customer’s problem.',
      'Reuse each article as a newsletter and a short thread.',
      'Link every article to a relevant sign-up page.',
    ],
  ],
  [
    'Launch Plan',
    [
      'Pick a launch day with no major holiday nearby.',
      'Prepare the announcement, the changelog and the support replies in advance.',
      'Invite the interviewed people first.',
    ],
  ],
  [
    'Feedback Loop',
    [
      'Add a one-question survey after the first success.',
      'Read every cancellation reason.',
      'Share what you changed because of feedback.',
    ],
  ],
  [
    'Metrics Review',
    [
      'Review activation, retention and revenue every week.',
      'Compare cohorts rather than totals.',
      'Write one decision from each review.',
    ],
  ],
  [
    'Hiring Plan',
    [
      'Hire for the bottleneck you feel every week.',
      'Write the role’s first ninety days before posting it.',
      'Pay for a short paid trial project.',
    ],
  ],
  [
    'Legal Basics',
    [
      'Publish terms of service and a privacy policy before taking payments.',
      'Keep a record of where personal data is stored.',
      'Sign a data processing agreement with every processor.',
    ],
  ],
  [
    'Roadmap Next Quarter',
    [
      'Pick three outcomes, not thirty features.',
      'Tie each outcome to a metric from the weekly review.',
      'Leave a fifth of the time for fixing what customers report.',
    ],
  ],
];

const COMPLEX = [
  '# Recipe Title: Launch a Software-as-a-Service Product',
  '',
  '## Goal',
  'Take a small software product from idea to its first hundred paying customers without losing track of the details.',
  '',
  '## Principles',
  '- Talk to customers before writing code.',
  '- Ship the smallest thing that solves the problem.',
  '- Measure, then decide.',
  '',
  ...COMPLEX_TOPICS.flatMap(([title, items]) => [`## ${title}`, ...items.map((item) => `- ${item}`), '']),
  '## Steps',
  '1. Finish the research and positioning before the first line of product code.',
  '2. Build the scoped first release with sign-in, billing and onboarding.',
  '3. Run the accessibility, performance and security reviews.',
  '4. Launch to the interviewed people, then publicly.',
  '5. Hold the weekly metrics review and plan the next quarter from it.',
  '',
].join('\n');

/** Streaming: revealed five characters at a time by the demo's simulated stream. */
const STREAMING = `# Recipe Title: Plan a Week of Meal Prep

## Goal
Cook twice a week and eat well every day without deciding what to cook each evening.

## Principles
- Plan before you shop.
- Batch tasks that use the same tool.
- Cook bases, season at the table.

## Operations
- **Roast:** trays of vegetables and a protein at the same temperature.
- **Simmer:** one pot of grains or legumes.
- **Portion:** into containers labelled with the day.

## Steps
1. Pick three dishes that share at least two ingredients.
2. Write one shopping list grouped by shop aisle.
3. Start the oven, then the grains, then chop while both cook.
4. Cool everything before it goes into the fridge.
5. Freeze the portions for Thursday and Friday.

## Notes
- Cooked grains keep four days in the fridge.
- Keep sauces separate so the food does not go soggy.
`;

/** Complete: a finished recipe using every kind of section the presenter knows. */
const COMPLETE = `# Recipe Title: Run a Productive One-Hour Workshop

## Goal
Leave the room with decisions and owners, not only ideas.

## Principles
- Every agenda item ends with a decision or a next step.
- The facilitator does not decide; the owner does.
- Time boxes are visible to everyone.

## Operations
- **Diverge:** everyone writes ideas silently for five minutes.
- **Cluster:** group similar notes and name each group.
- **Converge:** dot-vote, then discuss only the top three.

## Parameters
- Group size: 4 to 8 people
- Duration: 60 minutes
- Materials: sticky notes, markers, a visible timer

## Steps
1. Send the question and the agenda a day before.
2. Open with the goal and the decision owner (5 minutes).
3. Diverge silently (5 minutes), then cluster (10 minutes).
4. Dot-vote and discuss the top three (25 minutes).
5. Assign an owner and a date to each decision (10 minutes).
6. Close by reading the decisions aloud (5 minutes).

## Results
- A list of decisions with owners and dates.
- A photo of the clustered notes.

## Examples
- "Which two onboarding problems do we fix this month?"
- "What do we cut from the launch to keep the date?"

## Notes
- Send the summary within two hours, while memories are fresh.
`;

export const PRESENTER_SAMPLES: Record<PresenterSampleType, string> = {
  simple: SIMPLE,
  complex: COMPLEX,
  streaming: STREAMING,
  complete: COMPLETE,
};
