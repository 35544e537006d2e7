import type { SectionType } from '../parse-recipe';

/**
 * The recipe parser's corpus (issue 25): answers written the way Gemini, GPT and Llama answer the
 * app's system prompt, one Markdown file per answer in this folder, each with the recipe a reader
 * sees in it. corpus.test.ts parses every file and compares; bench/parse times them.
 *
 * How an expectation reads:
 * - `title`: the recipe's title with its label ('Recipe Title:', 'Titre :', '제목:' …), emoji and
 *   emphasis removed; null when the answer has none (a chat reply, an answer cut before it).
 * - `sections`: every section in order, none left out and none added. `kind` is the parser's
 *   section type; `title` is the heading as written, without emoji, numbering, emphasis or colon.
 *   Sentences around the recipe (an intro before it, a closing remark after it), code-fence
 *   lines, horizontal rules, table header rows and lead-in lines ('Key operations:', 'Steps to
 *   follow:') belong to no section.
 * - `items`: the section's items in order, list markers and 'Step 1:' / 'Paso 1:' / '第一步：'
 *   labels removed. A named item (a bold name alone on its line and the paragraph under it, a
 *   `**Name:** text` line, a table row) reads 'Name: text'; a step's indented 'Output:' or 'Tip:'
 *   line is part of that step's item. Compared after removing emphasis markers (`**`, `*`, `__`,
 *   backticks) and colons and collapsing white space, so 'Name: text', '**Name**: text' and
 *   'Name text' all match 'Name: text', and a line break inside an item matches a space.
 * - A cut answer (`cut`) expects what exists so far: the last item as far as it got, a heading
 *   with nothing under it yet as a section with no items.
 * - A chat reply (`chat`) expects no title and no typed section: its text may stay in untyped
 *   ('default') sections such as the Overview, which the comparison leaves out for chat replies.
 */
export type CorpusLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ja' | 'ko' | 'zh';
export type CorpusModel = 'gemini' | 'gpt' | 'llama';

/** The forms of issue 25's list, plus the two behaviours the parser must keep. */
export const CORPUS_FORMS = {
  fence: 'the whole answer in a ```markdown, ```md or bare ``` fence, with or without a sentence before it',
  'fence-unclosed': 'a fence left unclosed because the stream was cut',
  'title-label': 'the title given as **Title:** X, Title: X or a localised label',
  'title-next-line': 'the title on the line after a ## Title or **Recipe Title:** label',
  'title-unlabelled': 'an unlabelled first # Heading or bold line that is the title',
  'emoji-label': 'an emoji before a section label (## 🎯 Goal, 🧠 Recipe Title: …)',
  rules: 'horizontal rules (---, ***) between sections, which are not items',
  'step-forms': 'steps written as **Step 1:** …, ### Step 1: … or 1) …, items of one Steps section',
  'text-on-heading': 'the section text on the heading line (### Goal: text)',
  'named-items': 'a bold name alone on a line followed by a paragraph, or unbulleted **Name:** text lines',
  table: 'principles or operations given as a table',
  'lead-in': 'lead-in lines such as "Key operations:" or "Steps to follow:" inside a section',
  'step-details': 'indented Output: or Tip: lines under a step, which belong to that step',
  'steps-variant': '## Action Steps and similar, which are still Steps',
  'closing-remark': 'a closing remark after the recipe, which is not a step',
  'extra-sections': 'extra sections (Examples, Notes) kept as such, not swallowed into Steps',
  language: 'section and title labels in a language other than English',
  chat: 'a plain chat reply, which has no recipe sections',
  cut: 'an answer cut mid-stream, which gives what exists so far',
} as const;
export type CorpusForm = keyof typeof CORPUS_FORMS;

export interface ExpectedSection {
  kind: SectionType;
  title: string;
  items: string[];
}

export interface CorpusCase {
  /** Also the answer's file name: `${name}.md` in this folder. */
  name: string;
  lang: CorpusLanguage;
  /** Whose style the answer imitates. */
  model: CorpusModel;
  forms: CorpusForm[];
  title: string | null;
  sections: ExpectedSection[];
}

export const corpusFile = (c: CorpusCase) => `${c.name}.md`;

export const CORPUS: CorpusCase[] = [
  {
    name: 'en-gpt-plain-headings',
    lang: 'en',
    model: 'gpt',
    forms: [],
    title: 'Weekly Content Plan',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Publish two useful posts a week without burning out.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          'Audience first: write for one specific reader.',
          'Consistency beats volume.',
          'Reuse before you create.',
        ],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          'Research: collect questions readers actually ask.',
          'Outline: turn each question into a five-point outline.',
          'Edit: cut every sentence that does not earn its place.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'List ten topics from the research notes.',
          'Pick the two with the clearest reader question.',
          'Outline both on Monday.',
          'Draft on Tuesday and Wednesday.',
          'Edit and schedule on Thursday.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-fence-markdown',
    lang: 'en',
    model: 'gpt',
    forms: ['fence'],
    title: 'Customer Interview Synthesis',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Turn ten raw customer interviews into three decisions the team can act on this sprint.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          "Quote, don't paraphrase.",
          'One insight per sticky note.',
          'Disconfirming evidence counts double.',
        ],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          'Tag every quote with a theme.',
          'Cluster themes by frequency and pain.',
          'Write one "how might we" per cluster.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Transcribe the interviews.',
          'Pull out every quote about a problem.',
          'Tag and cluster the quotes.',
          'Rank the clusters by frequency times pain.',
          'Present the top three with their best quotes.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-fence-md-bold-title',
    lang: 'en',
    model: 'gemini',
    forms: ['fence', 'title-label'],
    title: 'Cold Email Sprint',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Book five discovery calls in two weeks from a list of 100 prospects.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          'Relevance over cleverness.',
          'Short emails get answers.',
          'Follow up three times, then stop.',
        ],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          "Personalise the first line from the prospect's recent work.",
          'A/B test two subject lines.',
          'Track replies in one sheet.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Build the list of 100 prospects.',
          'Write the template and two subject lines.',
          'Send 20 emails a day.',
          'Follow up on day 3, 7 and 12.',
          'Book calls from the replies.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-fence-bare-closing',
    lang: 'en',
    model: 'llama',
    forms: ['fence', 'closing-remark'],
    title: 'Sprint Retrospective in 30 Minutes',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Leave every retro with two owned improvements.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Blameless: talk about the system, not the person.', 'Timebox every phase.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Silent writing before discussion.', 'Dot voting to pick topics.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Set the stage with a one-word check-in.',
          "Write what went well and what didn't, silently, for 5 minutes.",
          'Group the notes and dot-vote.',
          'Discuss the top two topics.',
          'Assign an owner and a date to each improvement.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-fence-unclosed-cut',
    lang: 'en',
    model: 'gpt',
    forms: ['fence-unclosed', 'cut'],
    title: 'Onboarding Checklist for New Engineers',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Get a new engineer to ship a small change in their first week.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Pair on day one.', 'Write down every question they ask.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Send laptop and accounts before day one.',
          'Pair on a starter ticket.',
          'Review the first pull req',
        ],
      },
    ],
  },
  {
    name: 'en-llama-fence-unclosed-intro',
    lang: 'en',
    model: 'llama',
    forms: ['fence-unclosed', 'cut'],
    title: 'Daily Standup That Ends on Time',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Keep the standup under 15 minutes.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Blockers first.', 'Details go to the parking lot.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: ['Start on the minute.', 'Each person names one blocker or says "none".'],
      },
    ],
  },
  {
    name: 'en-gemini-bold-title-label',
    lang: 'en',
    model: 'gemini',
    forms: ['title-label'],
    title: 'Landing Page Copy Review',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Make the landing page explain the product in five seconds.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['One promise per page.', 'Benefits before features.', 'Every claim needs proof.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          'The five-second test with someone who has never seen the page.',
          'Rewrite headlines as outcomes.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write down the one promise.',
          'Run the five-second test with three people.',
          'Rewrite the headline and subheadline.',
          'Add one proof point under each claim.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-plain-title-label',
    lang: 'en',
    model: 'llama',
    forms: ['title-label'],
    title: 'Study Plan for the AWS Solutions Architect Exam',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Pass the exam in eight weeks while working full time.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Practice questions beat rereading.', 'Study every day, even for 20 minutes.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Spaced repetition flashcards for service limits.', 'Timed practice exams on weekends.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Take a diagnostic practice exam.',
          'Plan weekly topics from the weakest scores.',
          'Do 30 practice questions every weekday.',
          'Take a full timed exam every Saturday.',
          'Book the exam when you score 80% twice.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-title-next-line-heading',
    lang: 'en',
    model: 'gpt',
    forms: ['title-next-line'],
    title: 'Quarterly OKR Drafting',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Draft three objectives with measurable key results in one afternoon.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Fewer objectives, sharper focus.', 'Key results measure outcomes, not activity.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Brainstorm, then cut to three.', 'Rewrite each key result as a number with a deadline.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          "Review last quarter's results.",
          'Brainstorm up to ten objectives.',
          'Keep the three that matter most.',
          'Write three key results for each.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-recipe-title-next-line',
    lang: 'en',
    model: 'gemini',
    forms: ['title-next-line'],
    title: 'Incident Postmortem Writer',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Produce a blameless postmortem within 48 hours of an incident.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Facts before causes.', 'Systems, not people.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          'Build a minute-by-minute timeline from logs and chat.',
          'Ask "why" five times for each contributing factor.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Collect logs, alerts and chat transcripts.',
          'Write the timeline.',
          'List contributing factors.',
          'Agree on action items with owners.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-h1-unlabelled-title',
    lang: 'en',
    model: 'gpt',
    forms: ['title-unlabelled'],
    title: 'Meeting Notes Distiller',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Turn a meeting transcript into decisions, owners and deadlines.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Decisions are sentences with a verb.', 'Every action has exactly one owner.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Read the transcript once without taking notes.',
          'Mark every decision.',
          'List actions with owners and dates.',
          'Send the summary within an hour.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-bold-unlabelled-title',
    lang: 'en',
    model: 'llama',
    forms: ['title-unlabelled'],
    title: 'Bug Report Triage',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Sort every new bug report within one working day.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Reproduce before you rank.', 'Severity is about users, not about code.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Read the report and ask for missing details.',
          'Reproduce it on the latest build.',
          'Set severity and component.',
          'Assign it or close it with a reason.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-emoji-headings',
    lang: 'en',
    model: 'gemini',
    forms: ['emoji-label'],
    title: 'Personal Finance Reset',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Know where every euro goes and save 10% of income from next month.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Pay yourself first.', 'Automate the boring parts.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Categorise three months of transactions.', 'Set up an automatic transfer on payday.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Export three months of bank statements.',
          'Categorise every transaction.',
          'Cut the two biggest non-essential categories by half.',
          'Schedule the savings transfer.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-emoji-plain-labels',
    lang: 'en',
    model: 'gpt',
    forms: ['emoji-label'],
    title: 'Five-Minute Desk Stretch Routine',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Relieve neck and back tension during long work sessions.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Move gently, never to the point of pain.', 'Breathe out on every stretch.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Neck rolls', 'Seated spinal twist', 'Shoulder blade squeeze'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Set a timer for every 90 minutes.',
          'Do five slow neck rolls each way.',
          'Twist to each side for 20 seconds.',
          'Squeeze the shoulder blades ten times.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-horizontal-rules',
    lang: 'en',
    model: 'gemini',
    forms: ['rules', 'title-label'],
    title: 'Job Application Tracker',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Apply to 15 well-matched roles in a month and follow up on each.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Tailor every CV to the posting.', 'Quality over quantity.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Keep one row per application in a spreadsheet.', 'Save each posting as a PDF.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Shortlist roles every Monday.',
          'Tailor and send four applications a week.',
          'Follow up after seven days.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-star-rules',
    lang: 'en',
    model: 'llama',
    forms: ['rules'],
    title: 'Weekly Grocery Budget',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Spend under 120 dollars a week on groceries for two people.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Plan meals around what is on sale.', 'Cook once, eat twice.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Check the store flyer on Sunday.',
          'Plan five dinners from the sale items.',
          'Write the list by aisle.',
          'Shop once, with the list only.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-bold-step-labels',
    lang: 'en',
    model: 'gpt',
    forms: ['step-forms'],
    title: 'Write a Conference Talk Proposal',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Submit a talk proposal that the committee can judge in one read.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Lead with what the audience will be able to do afterwards.', 'One idea per talk.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write the takeaway in one sentence.',
          'Draft a title that promises that takeaway.',
          'Write a 150-word abstract: problem, approach, result.',
          'Add a three-part outline with timings.',
          'Ask a colleague to read it cold and summarise it back to you.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-h3-step-headings',
    lang: 'en',
    model: 'gemini',
    forms: ['step-forms'],
    title: 'Refactor a Legacy Module Safely',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ["Change the module's structure without changing its behaviour."],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Tests first, then changes.', 'Small commits that each keep the build green.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Pin the behaviour: Write characterisation tests that capture what the module does today.',
          'Find the seams: Mark the places where a dependency can be swapped without editing callers.',
          'Extract one piece at a time: Move one function per commit and run the tests after each move.',
          'Delete the dead code: Remove paths that the tests and the logs show are never used.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-paren-steps',
    lang: 'en',
    model: 'llama',
    forms: ['step-forms', 'title-label'],
    title: 'Houseplant Watering Routine',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Keep twelve houseplants alive through the winter.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Check the soil, not the calendar.', 'Less water in winter.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Group the plants by light and thirst.',
          'Stick a finger two centimetres into the soil every Sunday.',
          'Water only the pots that are dry at that depth.',
          'Empty the saucers after 30 minutes.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-text-on-heading',
    lang: 'en',
    model: 'gpt',
    forms: ['text-on-heading'],
    title: 'Pull Request Description Template',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Let a reviewer understand a change in under two minutes.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Why before what.', 'Screenshots for anything visual.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Link the issue, list the risky files, attach test evidence.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'State the problem in one sentence.',
          'Describe the change and the alternatives you rejected.',
          'List how you tested it.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-text-on-heading-h2',
    lang: 'en',
    model: 'llama',
    forms: ['text-on-heading', 'title-unlabelled'],
    title: 'Newsletter Subject Line Lab',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Raise the open rate from 28% to 35% in six issues.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Curiosity without clickbait; the subject line must match the content.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write ten subject lines for the next issue.',
          'Pick two and split the list 50/50.',
          'Record the open rates.',
          'Keep a swipe file of the winners.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-named-paragraphs',
    lang: 'en',
    model: 'gemini',
    forms: ['named-items'],
    title: 'Feedback Conversation Guide',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Give a teammate critical feedback they can act on, without damaging trust.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          'Be specific: Describe one observable behaviour, not a personality trait.',
          'Be timely: Give feedback within a week, while both of you remember the moment.',
          'Be curious: Ask for their view before you suggest a fix.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Ask if now is a good time.',
          'Describe the situation, the behaviour and its impact.',
          'Ask what they think happened.',
          'Agree on one change and a check-in date.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-named-inline-lines',
    lang: 'en',
    model: 'gpt',
    forms: ['named-items'],
    title: 'Literature Review Sprint',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Map the key papers on a research question in five days.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          'Breadth first: skim fifty abstracts before reading any paper in full.',
          'Follow the citations: the most cited papers in your set are the backbone.',
          'Write as you read: one paragraph per paper, the same day.',
        ],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          'Snowballing: follow references backwards and citations forwards.',
          'Matrix: one row per paper, one column per variable.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Search two databases with three queries.',
          'Screen the abstracts.',
          'Read the top fifteen papers.',
          'Fill in the matrix and write the synthesis.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-tables',
    lang: 'en',
    model: 'gemini',
    forms: ['table'],
    title: 'API Error Message Style Guide',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Make every API error tell the developer what went wrong and how to fix it.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          'Say what happened: Name the field and the rule it broke.',
          'Say how to fix it: Give the accepted values or format.',
          'Be consistent: Same shape for every error.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'List the twenty most frequent errors from the logs.',
          'Rewrite each one with the three principles.',
          'Add the new messages to the contract tests.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-operations-table',
    lang: 'en',
    model: 'llama',
    forms: ['table', 'title-label'],
    title: 'Competitive Analysis in One Afternoon',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Find three credible competitors and one gap none of them fills.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          'Search: Look up the top results for the five main keywords.',
          'Teardown: Sign up for each product and note the onboarding steps.',
          'Pricing grid: Put every plan side by side.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Run the searches.',
          'Tear down the three products.',
          'Fill in the pricing grid.',
          'Write down the gap.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-lead-in-lines',
    lang: 'en',
    model: 'gpt',
    forms: ['lead-in'],
    title: 'Podcast Episode Prep',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Record a focused 30-minute interview episode.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: [
          'Guest research from their last three appearances.',
          'A question bank ordered from easy to deep.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Research the guest.',
          'Write twelve questions.',
          'Send the topics, not the questions, to the guest.',
          'Do a five-minute sound check before recording.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-lead-in-sentences',
    lang: 'en',
    model: 'gemini',
    forms: ['lead-in'],
    title: 'Dataset Cleaning Pass',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Get a CSV export ready for analysis without silently losing rows.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Never edit the raw file.', 'Log every row you drop, and why.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Copy the raw export to a working file.',
          'Fix the column types.',
          'Remove exact duplicates and log them.',
          'Compare row counts before and after.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-step-output-tip',
    lang: 'en',
    model: 'gpt',
    forms: ['step-details'],
    title: 'Prompt Testing Loop',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Improve a prompt until it passes ten test inputs.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write ten test inputs that cover the edge cases. Output: a list of inputs with the expected answer for each.',
          'Run the prompt on every input. Tip: keep the temperature at 0 so runs are comparable.',
          'Mark each answer pass or fail. Output: a pass rate.',
          'Change one thing in the prompt and run again.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-step-output-bullets',
    lang: 'en',
    model: 'llama',
    forms: ['step-details', 'title-label'],
    title: 'Kitchen Deep Clean',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Clean the whole kitchen in two hours on a Saturday.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Empty and wipe the fridge. Tip: throw out anything past its date first.',
          'Degrease the hob and the hood filter. Output: filters soaking in hot water and soda.',
          'Wipe the cupboards top to bottom.',
          'Mop the floor last.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-action-steps',
    lang: 'en',
    model: 'gemini',
    forms: ['steps-variant'],
    title: 'Inbox Zero in a Week',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Empty the inbox once and keep it under 20 messages.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Touch each message once.', 'The inbox is not a to-do list.'],
      },
      {
        kind: 'steps',
        title: 'Action Steps',
        items: [
          'Archive everything older than 30 days.',
          'Unsubscribe from every newsletter you skipped last week.',
          'Create three folders: Reply, Waiting, Reference.',
          'Process the inbox twice a day.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-your-action-steps',
    lang: 'en',
    model: 'gpt',
    forms: ['steps-variant', 'emoji-label'],
    title: 'Habit Tracker Setup',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Build one new habit that survives the first month.'],
      },
      {
        kind: 'steps',
        title: 'Your Action Steps',
        items: [
          'Pick one habit that takes under two minutes.',
          'Tie it to something you already do every day.',
          'Tick a box every day on a paper tracker.',
          'Never miss twice in a row.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-closing-remark',
    lang: 'en',
    model: 'llama',
    forms: ['closing-remark'],
    title: 'Run Your First 5K',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Run 5 kilometres without stopping in eight weeks.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Run slow enough to talk.', 'Rest days are training days.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Run-walk three times a week: 1 minute running, 2 minutes walking.',
          'Add one minute of running each week.',
          'Run 3 km without stopping by week six.',
          'Run the 5K in week eight.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-closing-offer',
    lang: 'en',
    model: 'gemini',
    forms: ['closing-remark', 'rules'],
    title: 'Product Launch Checklist',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Launch a small feature with no surprises for support.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write the changelog entry.',
          'Brief support with the top five expected questions.',
          'Turn on the feature flag for 10% of users.',
          'Watch error rates for one hour, then roll out fully.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-extra-sections',
    lang: 'en',
    model: 'gpt',
    forms: ['extra-sections'],
    title: 'Write a Clear Bug Report',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Let a developer reproduce the bug on the first try.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['One bug per report.', 'Exact steps, exact versions.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write a title that names the symptom and where it happens.',
          'List the steps to reproduce.',
          'Describe expected and actual behaviour.',
          'Attach a screenshot or log.',
        ],
      },
      {
        kind: 'default',
        title: 'Examples',
        items: [
          '"Checkout button does nothing on Safari 17 when the cart has a discount code"',
          '"Export to CSV drops rows with emoji in the name"',
        ],
      },
      {
        kind: 'notes',
        title: 'Notes',
        items: ['Search the tracker for duplicates first.', 'Remove personal data from logs.'],
      },
    ],
  },
  {
    name: 'en-gemini-example-and-notes-bold',
    lang: 'en',
    model: 'gemini',
    forms: ['extra-sections'],
    title: 'Summarise a Long Article',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Produce a five-bullet summary a busy reader can trust.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Read the introduction and the conclusion first.',
          'Note the main claim and its three strongest supports.',
          'Write five bullets, each under 20 words.',
        ],
      },
      {
        kind: 'default',
        title: 'Example',
        items: [
          'Main claim: remote teams ship faster with written decisions.',
          'Support: a study of 40 teams over two years.',
        ],
      },
      {
        kind: 'notes',
        title: 'Notes',
        items: ["Keep the author's numbers exactly as written."],
      },
    ],
  },
  {
    name: 'es-gpt-plain-headings',
    lang: 'es',
    model: 'gpt',
    forms: ['language'],
    title: 'Plan de estudio para el examen de inglés B2',
    sections: [
      {
        kind: 'goal',
        title: 'Objetivo',
        items: ['Aprobar el examen B2 en tres meses estudiando una hora al día.'],
      },
      {
        kind: 'principles',
        title: 'Principios',
        items: ['Practicar cada día, aunque sea poco.', 'Escuchar más de lo que se lee.'],
      },
      {
        kind: 'operations',
        title: 'Operaciones',
        items: ['Tarjetas de vocabulario con repetición espaciada.', 'Simulacros de examen cronometrados.'],
      },
      {
        kind: 'steps',
        title: 'Pasos',
        items: [
          'Hacer un examen de prueba para medir el nivel.',
          'Repartir las destrezas débiles por semanas.',
          'Hacer un simulacro completo cada sábado.',
        ],
      },
    ],
  },
  {
    name: 'es-gemini-bold-title-steps',
    lang: 'es',
    model: 'gemini',
    forms: ['language', 'title-label', 'step-forms'],
    title: 'Presupuesto familiar mensual',
    sections: [
      {
        kind: 'goal',
        title: 'Objetivo',
        items: ['Ahorrar 200 euros al mes sin renunciar a lo importante.'],
      },
      {
        kind: 'principles',
        title: 'Principios',
        items: ['Primero el ahorro, después el gasto.', 'Revisar juntos una vez por semana.'],
      },
      {
        kind: 'steps',
        title: 'Pasos',
        items: [
          'Apuntar todos los ingresos fijos.',
          'Clasificar los gastos de los últimos tres meses.',
          'Programar una transferencia automática el día de cobro.',
        ],
      },
    ],
  },
  {
    name: 'es-llama-fence-unclosed-cut',
    lang: 'es',
    model: 'llama',
    forms: ['language', 'fence-unclosed', 'cut'],
    title: 'Preparar una entrevista de trabajo',
    sections: [
      {
        kind: 'goal',
        title: 'Objetivo',
        items: ['Llegar a la entrevista con tres historias que demuestren tus logros.'],
      },
      {
        kind: 'steps',
        title: 'Pasos',
        items: [
          'Investigar la empresa y el puesto.',
          'Escribir tres historias con el método STAR.',
          'Ensayar en voz al',
        ],
      },
    ],
  },
  {
    name: 'fr-gpt-plain-headings',
    lang: 'fr',
    model: 'gpt',
    forms: ['language'],
    title: 'Préparer une réunion d’équipe efficace',
    sections: [
      {
        kind: 'goal',
        title: 'Objectif',
        items: ['Tenir une réunion de 30 minutes qui se termine par des décisions.'],
      },
      {
        kind: 'principles',
        title: 'Principes',
        items: ['Pas d’ordre du jour, pas de réunion.', 'Chaque sujet a un responsable.'],
      },
      {
        kind: 'operations',
        title: 'Opérations',
        items: ['Envoyer l’ordre du jour la veille.', 'Minuter chaque sujet.'],
      },
      {
        kind: 'steps',
        title: 'Étapes',
        items: [
          'Lister les sujets et leurs responsables.',
          'Envoyer l’ordre du jour.',
          'Noter les décisions pendant la réunion.',
          'Partager le compte rendu dans l’heure.',
        ],
      },
    ],
  },
  {
    name: 'fr-gemini-emoji-title-label',
    lang: 'fr',
    model: 'gemini',
    forms: ['language', 'emoji-label', 'title-label'],
    title: 'Routine du matin sans écran',
    sections: [
      {
        kind: 'goal',
        title: 'Objectif',
        items: ['Commencer la journée sans téléphone pendant la première heure.'],
      },
      {
        kind: 'principles',
        title: 'Principes',
        items: ['Préparer la veille.', 'Remplacer, ne pas seulement supprimer.'],
      },
      {
        kind: 'steps',
        title: 'Étapes',
        items: [
          'Charger le téléphone hors de la chambre.',
          'Mettre un réveil classique.',
          'Lire dix pages au petit-déjeuner.',
        ],
      },
    ],
  },
  {
    name: 'fr-llama-cut-mid-goal',
    lang: 'fr',
    model: 'llama',
    forms: ['language', 'cut'],
    title: 'Rédiger une lettre de motivation',
    sections: [
      {
        kind: 'goal',
        title: 'Objectif',
        items: ['Aider le recruteur à comprendre en trente secondes pourquoi vous'],
      },
    ],
  },
  {
    name: 'de-gpt-plain-headings',
    lang: 'de',
    model: 'gpt',
    forms: ['language'],
    title: 'Wochenplanung am Sonntagabend',
    sections: [
      {
        kind: 'goal',
        title: 'Ziel',
        items: ['Mit drei klaren Prioritäten in die Woche starten.'],
      },
      {
        kind: 'principles',
        title: 'Prinzipien',
        items: ['Erst die Termine, dann die Aufgaben.', 'Höchstens drei Prioritäten.'],
      },
      {
        kind: 'operations',
        title: 'Operationen',
        items: ['Kalender der nächsten sieben Tage prüfen.', 'Aufgabenliste auf drei Punkte kürzen.'],
      },
      {
        kind: 'steps',
        title: 'Schritte',
        items: [
          'Die letzte Woche in fünf Minuten durchsehen.',
          'Feste Termine in den Kalender eintragen.',
          'Drei Prioritäten festlegen und Zeitblöcke reservieren.',
        ],
      },
    ],
  },
  {
    name: 'de-gemini-title-label-bold-steps',
    lang: 'de',
    model: 'gemini',
    forms: ['language', 'title-label', 'step-forms'],
    title: 'Code-Review in 20 Minuten',
    sections: [
      {
        kind: 'goal',
        title: 'Ziel',
        items: ['Jede Änderung am selben Tag gründlich prüfen.'],
      },
      {
        kind: 'principles',
        title: 'Grundsätze',
        items: ['Kleine Änderungen werden schneller geprüft.', 'Fragen statt Befehle.'],
      },
      {
        kind: 'steps',
        title: 'Schritte',
        items: [
          'Die Beschreibung und das Ticket lesen.',
          'Die Tests lokal ausführen.',
          'Kommentare als Fragen formulieren.',
        ],
      },
    ],
  },
  {
    name: 'de-llama-rules-closing',
    lang: 'de',
    model: 'llama',
    forms: ['language', 'rules', 'closing-remark'],
    title: 'Keller entrümpeln an einem Wochenende',
    sections: [
      {
        kind: 'goal',
        title: 'Ziel',
        items: ['Den Keller an zwei Tagen leeren und sortieren.'],
      },
      {
        kind: 'steps',
        title: 'Schritte',
        items: [
          'Drei Zonen markieren: behalten, verschenken, entsorgen.',
          'Regal für Regal vorgehen.',
          'Den Sperrmüll für Montag anmelden.',
        ],
      },
    ],
  },
  {
    name: 'it-gpt-plain-headings',
    lang: 'it',
    model: 'gpt',
    forms: ['language'],
    title: 'Piano pasti settimanale',
    sections: [
      {
        kind: 'goal',
        title: 'Obiettivo',
        items: ['Cucinare a casa cinque sere su sette spendendo meno.'],
      },
      {
        kind: 'principles',
        title: 'Principi',
        items: ['Cucinare una volta, mangiare due volte.', 'La spesa si fa con la lista.'],
      },
      {
        kind: 'operations',
        title: 'Operazioni',
        items: ['Preparare le basi la domenica.', 'Congelare le porzioni avanzate.'],
      },
      {
        kind: 'steps',
        title: 'Passaggi',
        items: [
          'Scegliere cinque cene per la settimana.',
          'Scrivere la lista della spesa.',
          'Preparare sughi e verdure la domenica.',
        ],
      },
    ],
  },
  {
    name: 'it-gemini-title-next-line-h3-steps',
    lang: 'it',
    model: 'gemini',
    forms: ['language', 'title-next-line', 'step-forms'],
    title: 'Preparare una presentazione per il cliente',
    sections: [
      {
        kind: 'goal',
        title: 'Obiettivo',
        items: ['Convincere il cliente in dieci diapositive.'],
      },
      {
        kind: 'steps',
        title: 'Passaggi',
        items: [
          'Definire il messaggio: Scrivere in una frase cosa deve ricordare il cliente.',
          'Costruire la storia: Problema, soluzione, prova, prossimo passo.',
          'Provare ad alta voce: Ripetere la presentazione due volte con un collega.',
        ],
      },
    ],
  },
  {
    name: 'it-llama-named-inline',
    lang: 'it',
    model: 'llama',
    forms: ['language', 'named-items', 'title-label'],
    title: 'Gestire le email del lunedì',
    sections: [
      {
        kind: 'goal',
        title: 'Obiettivo',
        items: ['Svuotare la casella entro le 11.'],
      },
      {
        kind: 'principles',
        title: 'Principi',
        items: [
          'Due minuti: se una risposta richiede meno di due minuti, si fa subito.',
          'Una sola volta: ogni email si apre una volta sola.',
        ],
      },
      {
        kind: 'steps',
        title: 'Passaggi',
        items: [
          'Archiviare le newsletter.',
          'Rispondere alle email brevi.',
          'Trasformare le altre in attività.',
        ],
      },
    ],
  },
  {
    name: 'pt-gpt-plain-headings',
    lang: 'pt',
    model: 'gpt',
    forms: ['language'],
    title: 'Rotina de leitura diária',
    sections: [
      {
        kind: 'goal',
        title: 'Objetivo',
        items: ['Ler um livro por mês com 20 minutos por dia.'],
      },
      {
        kind: 'principles',
        title: 'Princípios',
        items: ['Sempre ter o próximo livro escolhido.', 'Ler no mesmo horário todos os dias.'],
      },
      {
        kind: 'operations',
        title: 'Operações',
        items: ['Anotar uma frase por sessão.', 'Registrar as páginas lidas.'],
      },
      {
        kind: 'steps',
        title: 'Passos',
        items: [
          'Escolher o livro do mês.',
          'Definir o horário fixo de leitura.',
          'Revisar as anotações no fim do mês.',
        ],
      },
    ],
  },
  {
    name: 'pt-gemini-fence-bold-title',
    lang: 'pt',
    model: 'gemini',
    forms: ['language', 'fence', 'title-label'],
    title: 'Planejar uma viagem de fim de semana',
    sections: [
      {
        kind: 'goal',
        title: 'Objetivo',
        items: ['Organizar a viagem em uma noite, sem estourar o orçamento.'],
      },
      {
        kind: 'principles',
        title: 'Princípios',
        items: ['Reservar primeiro o que esgota.', 'Deixar uma tarde livre.'],
      },
      {
        kind: 'steps',
        title: 'Passos',
        items: ['Definir orçamento e datas.', 'Reservar transporte e hospedagem.', 'Montar um roteiro leve.'],
      },
    ],
  },
  {
    name: 'pt-llama-closing-extra',
    lang: 'pt',
    model: 'llama',
    forms: ['language', 'closing-remark', 'extra-sections'],
    title: 'Organizar a mudança de casa',
    sections: [
      {
        kind: 'goal',
        title: 'Objetivo',
        items: ['Mudar em um dia sem perder nada.'],
      },
      {
        kind: 'steps',
        title: 'Passos',
        items: [
          'Separar o que vai e o que será doado.',
          'Etiquetar cada caixa com o cômodo.',
          'Montar primeiro a cama e a cozinha.',
        ],
      },
      {
        kind: 'notes',
        title: 'Dicas',
        items: ['Guardar os documentos numa mochila que vai com você.'],
      },
    ],
  },
  {
    name: 'ja-gpt-plain-headings',
    lang: 'ja',
    model: 'gpt',
    forms: ['language'],
    title: '朝の30分英語学習',
    sections: [
      {
        kind: 'goal',
        title: '目標',
        items: ['毎朝30分で、半年後に英語の会議で発言できるようになる。'],
      },
      {
        kind: 'principles',
        title: '原則',
        items: ['毎日続けることを最優先にする。', '読むより声に出す。'],
      },
      {
        kind: 'operations',
        title: 'オペレーション',
        items: ['シャドーイング', '一日一文の英作文'],
      },
      {
        kind: 'steps',
        title: '手順',
        items: [
          '5分間、昨日の英作文を音読する。',
          '15分間、ポッドキャストでシャドーイングする。',
          '10分間、仕事のことを英語で一文書く。',
        ],
      },
    ],
  },
  {
    name: 'ja-gemini-bold-title-label',
    lang: 'ja',
    model: 'gemini',
    forms: ['language', 'title-label'],
    title: '週次レビューの進め方',
    sections: [
      {
        kind: 'goal',
        title: '目標',
        items: ['毎週金曜日の30分で、翌週の優先順位を決める。'],
      },
      {
        kind: 'principles',
        title: '原則',
        items: ['完了したことを先に確認する。', '優先事項は三つまで。'],
      },
      {
        kind: 'steps',
        title: '手順',
        items: ['今週のカレンダーを見返す。', '未完了のタスクを整理する。', '来週の優先事項を三つ書く。'],
      },
    ],
  },
  {
    name: 'ja-llama-emoji-step-labels',
    lang: 'ja',
    model: 'llama',
    forms: ['language', 'emoji-label', 'step-forms'],
    title: 'はじめての家計簿',
    sections: [
      {
        kind: 'goal',
        title: '目標',
        items: ['3か月続けて、毎月の支出を把握する。'],
      },
      {
        kind: 'steps',
        title: 'ステップ',
        items: [
          '銀行アプリの明細を週に一度確認する。',
          '支出を五つの分類に分ける。',
          '月末に分類ごとの合計を出す。',
        ],
      },
    ],
  },
  {
    name: 'ko-gpt-plain-headings',
    lang: 'ko',
    model: 'gpt',
    forms: ['language'],
    title: '주간 운동 계획',
    sections: [
      {
        kind: 'goal',
        title: '목표',
        items: ['8주 동안 일주일에 세 번, 30분씩 운동하는 습관을 만든다.'],
      },
      {
        kind: 'principles',
        title: '원칙',
        items: ['강도보다 꾸준함이 먼저다.', '운동 시간을 달력에 미리 적는다.'],
      },
      {
        kind: 'operations',
        title: '동작',
        items: ['스쿼트', '팔굽혀펴기', '플랭크'],
      },
      {
        kind: 'steps',
        title: '단계',
        items: [
          '월, 수, 금 저녁 7시를 운동 시간으로 정한다.',
          '각 동작을 3세트씩 한다.',
          '매주 일요일에 기록을 확인한다.',
        ],
      },
    ],
  },
  {
    name: 'ko-gemini-title-label-operations',
    lang: 'ko',
    model: 'gemini',
    forms: ['language', 'title-label', 'text-on-heading'],
    title: '블로그 글 한 편 쓰기',
    sections: [
      {
        kind: 'goal',
        title: '목표',
        items: ['두 시간 안에 1,500자 분량의 글을 완성한다.'],
      },
      {
        kind: 'principles',
        title: '원칙',
        items: ['독자 한 명을 정하고 쓴다.', '초고는 빨리, 수정은 천천히.'],
      },
      {
        kind: 'operations',
        title: '작업',
        items: ['개요 작성', '소제목 다듬기'],
      },
      {
        kind: 'steps',
        title: '단계',
        items: [
          '주제와 독자를 한 문장으로 적는다.',
          '개요를 다섯 줄로 쓴다.',
          '30분 안에 초고를 쓴다.',
          '소리 내어 읽으며 고친다.',
        ],
      },
    ],
  },
  {
    name: 'ko-llama-fence-closing',
    lang: 'ko',
    model: 'llama',
    forms: ['language', 'fence', 'closing-remark'],
    title: '회의록 정리하기',
    sections: [
      {
        kind: 'goal',
        title: '목표',
        items: ['회의가 끝나고 한 시간 안에 결정 사항을 공유한다.'],
      },
      {
        kind: 'steps',
        title: '단계',
        items: ['결정 사항만 따로 적는다.', '할 일마다 담당자와 기한을 붙인다.', '팀 채널에 요약을 올린다.'],
      },
    ],
  },
  {
    name: 'zh-gpt-plain-headings',
    lang: 'zh',
    model: 'gpt',
    forms: ['language'],
    title: '每周内容计划',
    sections: [
      {
        kind: 'goal',
        title: '目标',
        items: ['每周发布两篇对读者有用的文章。'],
      },
      {
        kind: 'principles',
        title: '原则',
        items: ['读者优先。', '稳定胜过数量。'],
      },
      {
        kind: 'operations',
        title: '操作',
        items: ['收集读者的问题。', '为每个问题写五点大纲。'],
      },
      {
        kind: 'steps',
        title: '步骤',
        items: ['列出十个选题。', '选出两个最清楚的问题。', '周一写大纲，周四排期发布。'],
      },
    ],
  },
  {
    name: 'zh-gemini-title-label-step-labels',
    lang: 'zh',
    model: 'gemini',
    forms: ['language', 'title-label', 'step-forms'],
    title: '新员工入职第一周',
    sections: [
      {
        kind: 'goal',
        title: '目标',
        items: ['让新同事在第一周内完成第一次代码提交。'],
      },
      {
        kind: 'principles',
        title: '原则',
        items: ['第一天就结对编程。', '记录新人提出的每个问题。'],
      },
      {
        kind: 'steps',
        title: '步骤',
        items: ['入职前准备好电脑和账号。', '安排一位导师结对完成入门任务。', '周五一起回顾第一次提交。'],
      },
    ],
  },
  {
    name: 'zh-llama-fence-unclosed-cut',
    lang: 'zh',
    model: 'llama',
    forms: ['language', 'fence-unclosed', 'cut', 'emoji-label'],
    title: '睡前放松流程',
    sections: [
      {
        kind: 'goal',
        title: '目标',
        items: ['每晚十一点前入睡。'],
      },
      {
        kind: 'steps',
        title: '步骤',
        items: ['十点关掉所有屏幕。', '洗个热水'],
      },
    ],
  },
  {
    name: 'chat-en-greeting',
    lang: 'en',
    model: 'gpt',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  {
    name: 'chat-en-explanation-with-list',
    lang: 'en',
    model: 'gemini',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  {
    name: 'chat-en-clarifying-questions',
    lang: 'en',
    model: 'llama',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  {
    name: 'chat-en-steps-word-in-prose',
    lang: 'en',
    model: 'gpt',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  {
    name: 'chat-es-reply',
    lang: 'es',
    model: 'gemini',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  {
    name: 'chat-ja-reply',
    lang: 'ja',
    model: 'gpt',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  {
    name: 'chat-de-reply',
    lang: 'de',
    model: 'llama',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  {
    name: 'cut-en-mid-step',
    lang: 'en',
    model: 'gemini',
    forms: ['cut'],
    title: 'Write a Press Release',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Get one local newspaper to cover the opening.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write the headline with who, what and when.',
          'Put the most important fact in the first sentence.',
          'Add a quote from the ow',
        ],
      },
    ],
  },
  {
    name: 'cut-en-after-steps-heading',
    lang: 'en',
    model: 'gpt',
    forms: ['cut'],
    title: 'Garden Planning for Spring',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Plan a small vegetable garden that produces from May to September.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Grow what you actually eat.', 'Start small: four beds at most.'],
      },
      { kind: 'steps', title: 'Steps', items: [] },
    ],
  },
  {
    name: 'cut-en-title-only',
    lang: 'en',
    model: 'llama',
    forms: ['cut', 'title-label'],
    title: 'Home Office Ergonomics',
    sections: [],
  },
  {
    name: 'cut-en-mid-principles-bold',
    lang: 'en',
    model: 'gemini',
    forms: ['cut', 'named-items'],
    title: 'Negotiating a Raise',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Ask for a 10% raise with evidence your manager can forward.'],
      },
      {
        kind: 'principles',
        title: 'Principles',
        items: ['Evidence over feelings: bring numbers from the last twelve months.', 'Anchor first: name'],
      },
    ],
  },
  {
    name: 'cut-ko-mid-steps',
    lang: 'ko',
    model: 'gpt',
    forms: ['cut', 'language'],
    title: '이사 준비',
    sections: [
      {
        kind: 'goal',
        title: '목표',
        items: ['이사 당일 하루 만에 짐 정리를 끝낸다.'],
      },
      {
        kind: 'steps',
        title: '단계',
        items: ['버릴 물건을 먼저 정리한다.', '상자마다 방 이름을'],
      },
    ],
  },
  {
    name: 'es-llama-action-steps-leadin',
    lang: 'es',
    model: 'llama',
    forms: ['language', 'steps-variant', 'lead-in'],
    title: 'Lanzar un pódcast en un mes',
    sections: [
      {
        kind: 'goal',
        title: 'Objetivo',
        items: ['Publicar los tres primeros episodios en cuatro semanas.'],
      },
      {
        kind: 'steps',
        title: 'Pasos de acción',
        items: [
          'Elegir el formato y la duración.',
          'Grabar tres episodios seguidos.',
          'Publicarlos el mismo día.',
        ],
      },
    ],
  },
  {
    name: 'fr-gpt-table-extra',
    lang: 'fr',
    model: 'gpt',
    forms: ['language', 'table', 'extra-sections'],
    title: 'Choisir un outil de gestion de projet',
    sections: [
      {
        kind: 'goal',
        title: 'Objectif',
        items: ['Choisir un outil en une semaine avec l’équipe.'],
      },
      {
        kind: 'operations',
        title: 'Opérations',
        items: [
          'Grille de critères: Noter chaque outil de 1 à 5 sur six critères.',
          'Essai: Tester chaque outil sur un vrai projet pendant deux jours.',
        ],
      },
      {
        kind: 'steps',
        title: 'Étapes',
        items: ['Lister les besoins de l’équipe.', 'Présélectionner trois outils.', 'Voter en réunion.'],
      },
      {
        kind: 'default',
        title: 'Exemples',
        items: ['Trello pour une petite équipe, Jira pour plusieurs équipes.'],
      },
    ],
  },
  {
    name: 'de-gpt-step-details-leadin',
    lang: 'de',
    model: 'gpt',
    forms: ['language', 'step-details', 'lead-in'],
    title: 'Kundenfeedback auswerten',
    sections: [
      {
        kind: 'goal',
        title: 'Ziel',
        items: ['Aus 50 Antworten die drei wichtigsten Verbesserungen ableiten.'],
      },
      {
        kind: 'steps',
        title: 'Schritte',
        items: [
          'Alle Antworten in eine Tabelle kopieren. Ergebnis: eine Zeile pro Antwort.',
          'Jede Antwort einem Thema zuordnen. Tipp: höchstens acht Themen.',
          'Die Themen nach Häufigkeit sortieren.',
        ],
      },
    ],
  },
  {
    name: 'it-gemini-emoji-rules',
    lang: 'it',
    model: 'gemini',
    forms: ['language', 'emoji-label', 'rules'],
    title: 'Allenamento per la mezza maratona',
    sections: [
      {
        kind: 'goal',
        title: 'Obiettivo',
        items: ['Correre 21 km in meno di due ore.'],
      },
      {
        kind: 'steps',
        title: 'Passaggi',
        items: [
          'Tre uscite a settimana.',
          'Un lungo ogni domenica, aumentando di 1 km.',
          'Scarico nell’ultima settimana.',
        ],
      },
    ],
  },
  {
    name: 'pt-gpt-named-paragraphs-h3-steps',
    lang: 'pt',
    model: 'gpt',
    forms: ['language', 'named-items', 'step-forms'],
    title: 'Conversa de feedback',
    sections: [
      {
        kind: 'principles',
        title: 'Princípios',
        items: [
          'Seja específico: Fale de um comportamento observável.',
          'Seja rápido: Dê o feedback na mesma semana.',
        ],
      },
      {
        kind: 'steps',
        title: 'Passos',
        items: [
          'Preparar: Anote o exemplo e o impacto.',
          'Conversar: Pergunte a visão da pessoa antes de sugerir algo.',
        ],
      },
    ],
  },
  {
    name: 'ja-gpt-fence-title-next-line',
    lang: 'ja',
    model: 'gpt',
    forms: ['language', 'fence', 'title-next-line'],
    title: '議事録の書き方',
    sections: [
      {
        kind: 'goal',
        title: '目標',
        items: ['会議後1時間以内に決定事項を共有する。'],
      },
      {
        kind: 'steps',
        title: '手順',
        items: ['決定事項だけを先に書く。', 'タスクごとに担当者と期限を書く。', 'チャットに要約を投稿する。'],
      },
    ],
  },
  {
    name: 'ko-gemini-emoji-table',
    lang: 'ko',
    model: 'gemini',
    forms: ['language', 'emoji-label', 'table'],
    title: '팀 회고 진행하기',
    sections: [
      {
        kind: 'goal',
        title: '목표',
        items: ['한 시간 안에 개선할 점 두 가지를 정한다.'],
      },
      {
        kind: 'principles',
        title: '원칙',
        items: ['비난하지 않기: 사람이 아니라 과정을 이야기한다.', '시간 지키기: 각 단계마다 타이머를 쓴다.'],
      },
      {
        kind: 'steps',
        title: '단계',
        items: [
          '잘된 점과 아쉬운 점을 조용히 적는다.',
          '비슷한 메모끼리 묶는다.',
          '투표로 두 가지를 고른다.',
        ],
      },
    ],
  },
  {
    name: 'zh-gpt-text-on-heading-closing',
    lang: 'zh',
    model: 'gpt',
    forms: ['language', 'text-on-heading', 'closing-remark'],
    title: '高效阅读一本书',
    sections: [
      {
        kind: 'goal',
        title: '目标',
        items: ['一周读完一本非虚构类书籍并写出摘要。'],
      },
      {
        kind: 'steps',
        title: '步骤',
        items: ['先读目录和结论。', '每天读 40 页。', '每章写三句话的笔记。'],
      },
    ],
  },
  {
    name: 'zh-gemini-named-inline-leadin',
    lang: 'zh',
    model: 'gemini',
    forms: ['language', 'named-items', 'lead-in'],
    title: '团队周会',
    sections: [
      {
        kind: 'goal',
        title: '目标',
        items: ['三十分钟内对齐本周重点。'],
      },
      {
        kind: 'principles',
        title: '原则',
        items: ['先看数据: 每周从关键指标开始。', '只谈阻碍: 进展写在文档里，会上只讨论阻碍。'],
      },
      {
        kind: 'steps',
        title: '步骤',
        items: ['回顾上周指标。', '每人说出一个阻碍。', '确定本周三项重点。'],
      },
    ],
  },
  {
    name: 'it-gpt-title-with-step-word',
    lang: 'it',
    model: 'gpt',
    forms: ['language', 'title-unlabelled', 'steps-variant'],
    title: 'Preparare il colloquio annuale',
    sections: [
      {
        kind: 'goal',
        title: 'Obiettivo',
        items: ['Arrivare al colloquio con tre risultati documentati.'],
      },
      {
        kind: 'steps',
        title: 'Passi operativi',
        items: [
          'Rileggere gli obiettivi dell’anno.',
          'Raccogliere i numeri che li dimostrano.',
          'Preparare una richiesta concreta.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-title-contains-section-word',
    lang: 'en',
    model: 'gpt',
    forms: ['title-label', 'steps-variant'],
    title: 'Five Steps to a Calmer Inbox',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Spend less than 30 minutes a day on email.'],
      },
      {
        kind: 'steps',
        title: 'Step-by-Step Process',
        items: [
          'Turn off new-mail notifications.',
          'Check mail at 10 and at 4.',
          'Reply in three sentences or fewer.',
        ],
      },
    ],
  },
  {
    name: 'en-gemini-fence-h1-title-closing',
    lang: 'en',
    model: 'gemini',
    forms: ['fence', 'title-unlabelled', 'rules', 'closing-remark'],
    title: 'Sales Call Debrief',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Capture what a prospect said while it is still fresh.'],
      },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Five-minute voice memo right after the call.', 'Tag objections by type.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Record a voice memo within five minutes.',
          'Write down the three objections you heard.',
          'Update the CRM before the next call.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-h3-named-principles',
    lang: 'en',
    model: 'gpt',
    forms: ['named-items'],
    title: 'Run a Design Critique',
    sections: [
      { kind: 'goal', title: 'Goal', items: ['Get actionable feedback on a design in 45 minutes.'] },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          'Critique the work, not the designer: Every comment is about the screen in front of you.',
          'Start from the goal: Judge each choice against what the design is trying to achieve.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'The designer states the goal and the open questions.',
          'Everyone reviews silently for ten minutes.',
          'Go round the room, one comment each.',
          'The designer picks what to act on.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-step-dash-labels',
    lang: 'en',
    model: 'llama',
    forms: ['step-forms', 'title-label'],
    title: 'Set Up a Home Network Backup',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Back up every laptop in the house automatically every night.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Pick a NAS or an external drive with twice your total data.',
          'Install the backup client on each laptop.',
          'Schedule the backup for 2 a.m.',
          'Restore one file every month to prove it works.',
        ],
      },
    ],
  },
  {
    name: 'fr-gemini-etape-labels-spaced-colon',
    lang: 'fr',
    model: 'gemini',
    forms: ['language', 'step-forms', 'title-label'],
    title: 'Préparer un entretien annuel',
    sections: [
      { kind: 'goal', title: 'Objectif', items: ['Arriver à l’entretien avec trois réussites chiffrées.'] },
      {
        kind: 'steps',
        title: 'Étapes',
        items: [
          'Relire les objectifs fixés l’an dernier.',
          'Rassembler les chiffres qui les prouvent.',
          'Préparer une demande précise.',
        ],
      },
    ],
  },
  {
    name: 'ko-gemini-step-labels',
    lang: 'ko',
    model: 'gemini',
    forms: ['language', 'step-forms', 'title-label'],
    title: '주간 장보기 계획',
    sections: [
      { kind: 'goal', title: '목표', items: ['일주일 장보기를 한 번에 끝낸다.'] },
      {
        kind: 'steps',
        title: '단계',
        items: [
          '냉장고에 남은 재료를 확인한다.',
          '다섯 끼 저녁 메뉴를 정한다.',
          '매장 동선대로 목록을 쓴다.',
        ],
      },
    ],
  },
  {
    name: 'zh-gpt-numbered-headings',
    lang: 'zh',
    model: 'gpt',
    forms: ['language', 'title-label'],
    title: '周末大扫除',
    sections: [
      { kind: 'goal', title: '目标', items: ['两个小时内打扫完整个家。'] },
      { kind: 'principles', title: '原则', items: ['从上到下，从里到外。', '先整理，再清洁。'] },
      { kind: 'steps', title: '步骤', items: ['收起所有杂物。', '擦拭高处和柜面。', '最后拖地。'] },
    ],
  },
  {
    name: 'en-gemini-aligned-table',
    lang: 'en',
    model: 'gemini',
    forms: ['table', 'emoji-label'],
    title: 'Choose a Laptop',
    sections: [
      { kind: 'goal', title: 'Goal', items: ['Pick a laptop for software work under 1,500 euros.'] },
      {
        kind: 'principles',
        title: 'Principles',
        items: [
          'RAM first: Builds and containers need at least 16 GB.',
          'Keyboard matters: You type on it eight hours a day.',
        ],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Write down the three tasks you do most.',
          'Shortlist laptops with 16 GB or more.',
          'Try the keyboards in a shop.',
        ],
      },
    ],
  },
  {
    name: 'en-gpt-crlf-inline-bold-steps',
    lang: 'en',
    model: 'gpt',
    forms: ['step-details'],
    title: 'Prepare a Quarterly Report',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Send a two-page quarterly report that the board reads in ten minutes.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Collect: pull revenue, churn and hiring numbers. Tip: use the same export as last quarter.',
          "Compare: put each number next to last quarter's.",
          'Explain: one sentence for every number that moved more than 10%.',
        ],
      },
    ],
  },
  {
    name: 'cut-en-inside-table',
    lang: 'en',
    model: 'gemini',
    forms: ['cut', 'table'],
    title: 'Vendor Selection',
    sections: [
      { kind: 'goal', title: 'Goal', items: ['Pick a payroll vendor by the end of the month.'] },
      {
        kind: 'operations',
        title: 'Operations',
        items: ['Demo: Watch a 30-minute demo of each vendor.', 'Refer'],
      },
    ],
  },
  {
    name: 'chat-en-short-answer-label',
    lang: 'en',
    model: 'gemini',
    forms: ['chat'],
    title: null,
    sections: [],
  },
  { name: 'chat-zh-reply', lang: 'zh', model: 'gpt', forms: ['chat'], title: null, sections: [] },
  { name: 'chat-fr-reply', lang: 'fr', model: 'llama', forms: ['chat'], title: null, sections: [] },
  {
    name: 'ja-gemini-circled-steps-closing',
    lang: 'ja',
    model: 'gemini',
    forms: ['language', 'step-forms', 'closing-remark'],
    title: '初めてのプレゼン準備',
    sections: [
      { kind: 'goal', title: '目標', items: ['10分の発表を自信を持って行う。'] },
      {
        kind: 'steps',
        title: '手順',
        items: ['伝えたいことを一文で書く。', 'スライドを10枚以内で作る。', '声に出して3回練習する。'],
      },
    ],
  },
  {
    name: 'en-gpt-title-with-quoted-word',
    lang: 'en',
    model: 'gpt',
    forms: ['title-label'],
    title: '"Quiet Hours" Team Agreement',
    sections: [
      { kind: 'goal', title: 'Goal', items: ['Agree on two daily hours without meetings or chat pings.'] },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'Propose two time slots in the team channel.',
          'Vote and pick one.',
          'Set the status message and calendar block for everyone.',
        ],
      },
    ],
  },
  {
    name: 'en-llama-title-ends-with-quote',
    lang: 'en',
    model: 'llama',
    forms: ['title-label'],
    title: 'Write the Page Called "About Us"',
    sections: [
      {
        kind: 'goal',
        title: 'Goal',
        items: ['Tell visitors in 150 words who you are and why it matters to them.'],
      },
      {
        kind: 'steps',
        title: 'Steps',
        items: [
          'List three facts a visitor must know.',
          'Write one sentence for each.',
          'End with a way to get in touch.',
        ],
      },
    ],
  },
];
