import type {
  EvaluationAmbiguity,
  EvaluationCategory,
  EvaluationComplexity,
} from '@shared/contracts/evaluation';
import { EVALUATION_AMBIGUITY_LEVELS, EVALUATION_COMPLEXITIES } from '@shared/contracts/evaluation';

/**
 * The built-in bank of evaluation test cases (platform.md §3 Evaluation test case): hand-written
 * prompts with their constraints, one for every category × complexity × ambiguity level (6 × 4 × 3
 * = 72), used when no model is configured to write cases (and when the model's answer is unusable).
 * Within a category the twelve prompts run simple → expert, each complexity clear → slightly
 * ambiguous → highly ambiguous.
 */
export interface BankCase {
  category: EvaluationCategory;
  complexity: EvaluationComplexity;
  ambiguityLevel: EvaluationAmbiguity;
  prompt: string;
  constraints: string[];
}

type Entry = [prompt: string, constraints: string[]];

const BY_CATEGORY: Record<EvaluationCategory, Entry[]> = {
  software_engineering: [
    [
      'Write a recipe for renaming a function across a TypeScript project without breaking any imports.',
      ['Use only the compiler and git', 'Finish with a passing type check'],
    ],
    [
      'Give me a way to clean up the branches in my git repository.',
      ['Never delete a branch that is not merged'],
    ],
    ['My code is messy. Help me tidy it.', ['Keep behaviour unchanged']],
    [
      'Create a procedure for adding pagination (page size 50, cursor-based) to a REST endpoint that lists orders sorted by creation date.',
      [
        'Stable order when two orders share a timestamp',
        'No offset queries',
        'Backwards compatible for existing clients',
      ],
    ],
    [
      'Describe how to add caching to a slow internal API that several teams call.',
      ['Stale data for at most one minute', 'No new infrastructure beyond Redis'],
    ],
    [
      'Our deployments keep going wrong. What should we do about it?',
      ['A team of four developers', 'One release a week'],
    ],
    [
      'Design the steps to migrate a 200 GB PostgreSQL table from integer ids to UUIDs with zero downtime.',
      ['Writes continue throughout', 'Foreign keys in five other tables', 'Rollback possible at every step'],
    ],
    [
      'Plan how to split a monolith’s billing code into its own service.',
      ['Invoices must never be issued twice', 'Both systems run side by side for a month'],
    ],
    ['Make our system scale.', ['Budget is limited']],
    [
      'Write an algorithm for a lock-free, multi-producer single-consumer queue in Rust, with the memory orderings it relies on.',
      ['No unsafe code outside the queue module', 'Bounded capacity of 1024', 'Explain how ABA is avoided'],
    ],
    [
      'Lay out how to make a distributed job scheduler exactly-once.',
      ['Workers may crash at any time', 'The database is the only shared state'],
    ],
    ['We need something like Kubernetes but simpler. Figure it out.', ['Runs on three machines']],
  ],
  daily_tasks: [
    [
      'Give me a recipe for packing a carry-on bag for a three-day business trip.',
      ['One 7 kg bag', 'Liquids under 100 ml each'],
    ],
    ['How should I organise my week?', ['I work four days a week']],
    ['Help me be more organised.', []],
    [
      'Create a weekly meal-prep procedure for two adults, five dinners, with a shopping list, in under three hours on Sunday.',
      ['Budget of 60 euros', 'One of us is vegetarian', 'Only one oven'],
    ],
    [
      'Make a plan for decluttering my flat before I move.',
      ['Move is in six weeks', 'Sell what is worth more than 20 euros'],
    ],
    ['My mornings are chaos. Fix them.', ['Two children under eight']],
    [
      'Write a procedure for planning a wedding for 120 guests in nine months, with milestones and who does what.',
      ['Budget of 25,000 euros', 'Outdoor ceremony with a rain plan', 'Two families in different countries'],
    ],
    [
      'Organise the care of an elderly parent between three siblings living in different cities.',
      ['One sibling cannot travel', 'Doctor visits every two weeks'],
    ],
    ['Our family never has enough time. Sort it out.', []],
    [
      'Design a complete household finance system for a family of five: budgets, bills, savings goals and a monthly review ritual.',
      [
        'Two incomes paid on different dates',
        'An emergency fund of six months',
        'Teenagers get their own allowances',
      ],
    ],
    [
      'Plan a year-long home renovation while living in the house.',
      ['Kitchen and bathroom never out of use at the same time', 'A fixed budget'],
    ],
    ['Turn my life around.', ['I have little money']],
  ],
  scientific_processes: [
    [
      'Write a recipe for measuring the pH of a soil sample with a meter.',
      ['Calibrate with two buffer solutions', 'Report to one decimal place'],
    ],
    ['How do I test whether my tap water is hard?', ['Home equipment only']],
    ['I want to do an experiment with plants.', []],
    [
      'Create a protocol for a double-blind taste test comparing two coffee brands with 30 participants.',
      ['Randomised serving order', 'A pre-registered hypothesis', 'Analysis with a paired test'],
    ],
    [
      'Describe how to find out whether a new fertiliser increases tomato yield.',
      ['One growing season', 'A greenhouse of 40 plants'],
    ],
    ['Figure out why my sourdough fails.', ['Keep the same flour']],
    [
      'Design a procedure for validating a qPCR assay: efficiency, limit of detection, specificity and reproducibility.',
      ['MIQE guidelines', 'Standard curve over six log dilutions', 'Three independent runs'],
    ],
    [
      'Plan a field study of bird populations along a river before and after a dam is removed.',
      ['Surveys by volunteers', 'Weather differs between years'],
    ],
    ['Study the effect of screens on children.', []],
    [
      'Write the full pipeline for a genome-wide association study on 50,000 samples: quality control, imputation, association testing and replication.',
      [
        'Correct for population structure',
        'Genome-wide significance of 5e-8',
        'Reproducible from raw genotypes',
      ],
    ],
    [
      'Design a climate model experiment to attribute a regional heatwave to warming.',
      ['Ensembles of at least 100 members', 'State the counterfactual world'],
    ],
    ['Prove that our new material is better.', ['Limited lab time']],
  ],
  strategic_planning: [
    [
      'Write a recipe for running a one-hour quarterly planning meeting for a team of six.',
      ['Agenda sent a day before', 'End with three committed goals'],
    ],
    ['How do we pick which features to build next?', ['A backlog of 80 items']],
    ['We need a strategy.', []],
    [
      'Create a 90-day plan for launching a subscription box business for specialty tea in one country.',
      ['First 500 subscribers', 'Marketing budget of 10,000 euros', 'Break even by month six'],
    ],
    [
      'Plan how a small bookshop can compete with online retailers.',
      ['No price cuts below cost', 'Two staff'],
    ],
    ['Our competitors are winning. Respond.', []],
    [
      'Design the expansion of a regional bakery chain from 12 to 40 stores in three years, with financing, site selection and staffing.',
      [
        'Central kitchen capacity limits',
        'Debt below twice yearly earnings',
        'Quality checks for every new store',
      ],
    ],
    [
      'Set up an approach for entering the Japanese market with a European software product.',
      ['Local partner or own office: decide with criteria', 'Localisation of support'],
    ],
    ['Where should the company be in five years?', ['Investors expect growth']],
    [
      'Write a scenario-planning procedure for an energy utility facing decarbonisation, regulatory change and volatile gas prices over 20 years.',
      [
        'At least four scenarios',
        'Signposts that tell which scenario is unfolding',
        'Capital plans that hold across scenarios',
      ],
    ],
    [
      'Plan the merger integration of two hospitals with different IT systems and cultures.',
      ['Patient care never interrupted', 'Union agreements respected'],
    ],
    ['Transform the organisation.', []],
  ],
  creative_problem_solving: [
    [
      'Write a recipe for running a 30-minute brainstorming session that produces 50 ideas.',
      ['Five participants', 'No criticism during the idea phase'],
    ],
    ['Come up with a name for my cat café.', ['Easy to pronounce in English and Spanish']],
    ['Give me an idea.', []],
    [
      'Create a method for redesigning a cluttered school playground so that quieter children also have a place.',
      ['Budget of 15,000 euros', 'Children take part in the design', 'Done over the summer break'],
    ],
    [
      'Find a way to get neighbours to actually use the shared garden.',
      ['No money for events', 'Residents speak four languages'],
    ],
    ['Make our meetings less boring.', []],
    [
      'Design a process for inventing a board game that teaches supply-chain thinking to teenagers, from concept to playtested prototype.',
      ['Playable in 45 minutes', 'Three to five players', 'At least three rounds of playtesting'],
    ],
    [
      'Devise a way for a museum to attract visitors under 25 without losing its regulars.',
      ['Collection of historical maps', 'No new building work'],
    ],
    ['Reinvent the library.', []],
    [
      'Write a procedure for generating and testing radical alternatives to cars for a mid-sized city’s commuters, combining design thinking and systems modelling.',
      ['Commuting time may not increase', 'Winters with snow', 'Evaluate with a traffic simulation'],
    ],
    [
      'Find creative ways to cut a festival’s waste to nearly zero.',
      ['40,000 visitors', 'Food vendors are independent'],
    ],
    ['Solve loneliness.', []],
  ],
  technical_optimization: [
    [
      'Write a recipe for finding the slowest SQL query in a PostgreSQL database and adding the right index.',
      ['Use pg_stat_statements', 'Measure before and after'],
    ],
    ['Make my website load faster.', ['Static site on shared hosting']],
    ['My laptop is slow.', []],
    [
      'Create a procedure for cutting a Node.js API’s p99 latency from 800 ms to under 200 ms.',
      ['Same hardware', 'Profile before changing code', 'No behaviour change for clients'],
    ],
    ['Reduce our cloud bill.', ['Services on AWS', 'No reduction in availability']],
    ['The app feels sluggish on phones. Improve it.', []],
    [
      'Design a method for tuning a Kafka pipeline that processes 2 million events per second with end-to-end latency under one second.',
      ['Exactly-once delivery kept', 'Hardware budget fixed', 'Load tests that reproduce production peaks'],
    ],
    [
      'Plan how to make a machine-learning training job run twice as fast.',
      ['Eight GPUs', 'Accuracy within 0.5 percent of the baseline'],
    ],
    ['Our data platform is too slow and too expensive. Fix both.', []],
    [
      'Write an approach for optimising a compiler’s register allocator to reduce spills in hot loops, with a benchmark methodology.',
      ['LLVM-based', 'Compile time may grow by at most 5 percent', 'Statistically sound benchmarking'],
    ],
    [
      'Squeeze the maximum throughput out of a trading system’s order matching engine.',
      ['Latency jitter below 10 microseconds', 'Deterministic replay'],
    ],
    ['Optimise everything.', []],
  ],
};

/** The bank, flattened: every entry with its category, complexity and ambiguity level. */
export const CASE_BANK: readonly BankCase[] = Object.entries(BY_CATEGORY).flatMap(([category, entries]) =>
  entries.map(([prompt, constraints], i) => ({
    category: category as EvaluationCategory,
    complexity: EVALUATION_COMPLEXITIES[Math.floor(i / 3)]!,
    ambiguityLevel: EVALUATION_AMBIGUITY_LEVELS[i % 3]!,
    prompt,
    constraints,
  })),
);

/**
 * `count` cases spread over all three dimensions: each pick is the unpicked case whose category,
 * complexity and ambiguity level have been picked least so far (ties broken by `random`), so any
 * count gets every category, complexity and level as evenly as the count allows.
 */
export function selectBankCases(count: number, random: () => number = Math.random): BankCase[] {
  const pool = [...CASE_BANK].map((c) => ({ c, tie: random() }));
  const seen = new Map<string, number>();
  const used = (key: string) => seen.get(key) ?? 0;
  const picked: BankCase[] = [];
  while (picked.length < Math.min(count, CASE_BANK.length)) {
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    pool.forEach(({ c, tie }, i) => {
      // Category first (the widest dimension), then complexity, then ambiguity, then chance.
      const score =
        used(`cat:${c.category}`) * 1e6 +
        used(`cx:${c.complexity}`) * 1e3 +
        used(`amb:${c.ambiguityLevel}`) +
        tie;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    });
    const { c } = pool.splice(best, 1)[0]!;
    for (const key of [`cat:${c.category}`, `cx:${c.complexity}`, `amb:${c.ambiguityLevel}`])
      seen.set(key, used(key) + 1);
    picked.push(c);
  }
  return picked;
}
