import { keyTerms, titleCase } from './key-terms';

/**
 * The offline composer: the embedded default when no AI model is configured. Deterministic and
 * without network, it turns a prompt into a well-formed recipe — a domain template, the prompt's
 * key terms carried into every section, numbered steps — so the product works end to end on a
 * fresh machine. It is a fallback with honest output, not a stand-in for a model in tests.
 */
type Domain = 'writing' | 'software' | 'learning' | 'project' | 'data' | 'marketing' | 'research' | 'general';

const DOMAIN_WORDS: Array<[Domain, RegExp]> = [
  [
    'software',
    /\b(code|coding|api|bug|debug|software|app|function|typescript|python|javascript|deploy|refactor|review|test|database|sql)\b/i,
  ],
  ['data', /\b(data|dataset|analytics?|analysis|metrics?|dashboard|statistics?|spreadsheet|csv|report)\b/i],
  ['learning', /\b(learn|learning|study|teach|course|lesson|curriculum|exam|skill|practice|tutor)\b/i],
  [
    'project',
    /\b(project|plan|planning|roadmap|milestones?|team|sprint|management|framework|okrs?|process|workflow)\b/i,
  ],
  ['marketing', /\b(marketing|campaign|brand|seo|audience|launch|ads?|social media|newsletter|sales)\b/i],
  ['writing', /\b(write|writing|blog|article|essay|story|content|copy|post|email|script|outline)\b/i],
  ['research', /\b(research|investigate|literature|sources?|hypothesis|survey|interview|compare)\b/i],
];

interface Template {
  noun: string;
  principles: string[];
  operations: string[];
  steps: string[];
}

const TEMPLATES: Record<Domain, Template> = {
  writing: {
    noun: 'Writing Workflow',
    principles: [
      'Write for one clearly defined reader',
      'Lead with the point, then support it',
      'Cut anything that does not serve the goal',
    ],
    operations: [
      'Audience and angle definition',
      'Outline with a claim per section',
      'Drafting in one pass',
      'Editing for clarity and length',
    ],
    steps: [
      'Name the reader and what they should do after reading',
      'Collect the facts, examples and sources you need',
      'Outline the piece with one claim per section',
      'Write a complete first draft without editing',
      'Edit for structure, then sentences, then words',
      'Check facts and links, then publish or hand off',
    ],
  },
  software: {
    noun: 'Engineering Recipe',
    principles: [
      'Make the smallest change that solves the problem',
      'Let tests describe the expected behaviour',
      'Prefer clear code over clever code',
    ],
    operations: [
      'Problem reproduction',
      'Design of the change',
      'Implementation behind tests',
      'Review and verification',
    ],
    steps: [
      'Restate the problem and the expected behaviour in one paragraph',
      'Reproduce it with a failing test or a minimal example',
      'Sketch the change and the interfaces it touches',
      'Implement the change in small, reviewable commits',
      'Run the full test suite and check edge cases',
      'Document the decision and ship behind monitoring',
    ],
  },
  learning: {
    noun: 'Learning System',
    principles: [
      'Retrieval beats rereading',
      'Space practice over days, not hours',
      'Learn by producing, not only consuming',
    ],
    operations: [
      'Goal and scope setting',
      'Resource selection',
      'Active practice with feedback',
      'Spaced review',
    ],
    steps: [
      'Write down what you want to be able to do and by when',
      'Break the subject into 5 to 8 core topics',
      'Pick one primary resource per topic',
      'Study in focused sessions that end with self-testing',
      'Schedule reviews after 1, 3 and 7 days',
      'Apply the skill to a small real project and reflect',
    ],
  },
  project: {
    noun: 'Project Framework',
    principles: [
      'Define done before starting',
      'Make work and owners visible',
      'Review progress on a fixed rhythm',
    ],
    operations: ['Scope definition', 'Work breakdown', 'Scheduling and ownership', 'Tracking and review'],
    steps: [
      'State the outcome, the deadline and the constraints',
      'Break the work into deliverables and tasks',
      'Assign an owner and an estimate to each task',
      'Order the tasks and mark the critical path',
      'Hold a short weekly review of progress and risks',
      'Close with a retrospective and record lessons',
    ],
  },
  data: {
    noun: 'Analysis Recipe',
    principles: [
      'Start from the decision the data should inform',
      'Check data quality before drawing conclusions',
      'Show uncertainty, not only point estimates',
    ],
    operations: [
      'Question framing',
      'Data collection and cleaning',
      'Exploration and modelling',
      'Communication of findings',
    ],
    steps: [
      'Write the question and the decision it supports',
      'List the data sources and their owners',
      'Clean the data and document every transformation',
      'Explore distributions and relationships visually',
      'Build the simplest model that answers the question',
      'Summarise findings with charts and caveats',
    ],
  },
  marketing: {
    noun: 'Campaign Playbook',
    principles: [
      'Know exactly who the message is for',
      'One message, one call to action',
      'Measure, learn and iterate',
    ],
    operations: [
      'Audience research',
      'Message and offer design',
      'Channel planning',
      'Measurement and iteration',
    ],
    steps: [
      'Describe the target audience and its main problem',
      'Write the core message and the call to action',
      'Choose two or three channels that reach that audience',
      'Produce the assets and a publishing calendar',
      'Launch and track the agreed metrics',
      'Review results weekly and adjust the message or channel',
    ],
  },
  research: {
    noun: 'Research Method',
    principles: [
      'Frame a precise, answerable question',
      'Prefer primary sources',
      'Separate evidence from interpretation',
    ],
    operations: ['Question framing', 'Source gathering', 'Evidence synthesis', 'Conclusion and limits'],
    steps: [
      'Write the research question and what would answer it',
      'Gather sources and note their reliability',
      'Extract the key evidence into a comparison table',
      'Synthesise patterns, agreements and conflicts',
      'Draw conclusions and state their limits',
      'Share a summary with references',
    ],
  },
  general: {
    noun: 'Prompt Recipe',
    principles: [
      'Be explicit about the goal and the audience',
      'Give the model context, constraints and examples',
      'Ask for a structured, checkable output',
    ],
    operations: ['Context gathering', 'Constraint setting', 'Structured generation', 'Review and refinement'],
    steps: [
      'Describe the situation and what a great result looks like',
      'List the inputs, constraints and tone to respect',
      'Ask for the output in a fixed structure',
      'Review the result against the goal',
      'Refine with one targeted follow-up',
      'Save the final prompt as a reusable recipe',
    ],
  },
};

export function detectDomain(prompt: string): Domain {
  for (const [domain, pattern] of DOMAIN_WORDS) if (pattern.test(prompt)) return domain;
  return 'general';
}

const phrase = (terms: string[]) =>
  terms.length === 0
    ? 'the task'
    : terms.length === 1
      ? terms[0]!
      : `${terms.slice(0, -1).join(', ')} and ${terms.at(-1)}`;

/** Composes the full recipe text for a prompt. Same prompt, same recipe. */
export function composeRecipe(prompt: string): string {
  const terms = keyTerms(prompt);
  const domain = detectDomain(prompt);
  const t = TEMPLATES[domain];
  const topic = phrase(terms.slice(0, 3));
  const focus = terms[0] ?? 'the task';
  const title = terms.length ? `${titleCase(terms.slice(0, 3).join(' '))} ${t.noun}` : t.noun;
  const at = (i: number) => terms[i % Math.max(terms.length, 1)] ?? focus;

  return [
    `# Recipe Title: ${title}`,
    '',
    '## Goal',
    `Produce a clear, reusable approach to ${topic} that anyone can follow and adapt, with a concrete result at the end.`,
    '',
    '## Principles',
    ...t.principles.map((p, i) => `${i + 1}. ${p} (applied to ${at(i)})`),
    '',
    '## Operations',
    ...t.operations.map((o, i) => `- **${o}** for ${at(i)}`),
    '',
    '## Steps',
    ...t.steps.map(
      (s, i) =>
        `${i + 1}. ${s}${i === 0 ? ` for ${topic}` : i === t.steps.length - 1 ? `, keeping ${focus} in focus` : ''}.`,
    ),
    '',
  ].join('\n');
}

/** A short chat title from the first message. */
export function composeTitle(prompt: string): string {
  const terms = keyTerms(prompt, 5);
  const base = terms.length ? titleCase(terms.join(' ')) : prompt.trim().slice(0, 40) || 'New Recipe';
  return base.length > 60 ? `${base.slice(0, 57)}...` : base;
}

/** Splits text into model-like chunks of a few words (deterministic). */
export function chunkText(text: string): string[] {
  return (
    text.match(/\S+\s*|\s+/g)?.reduce<string[]>((chunks, word, i) => {
      if (i % 3 === 0) chunks.push(word);
      else chunks[chunks.length - 1] += word;
      return chunks;
    }, []) ?? []
  );
}
