import {
  type CaseScores,
  judgeScoresSchema,
  structuralScoresSchema,
  unjudgedReasonSchema,
} from '@shared/contracts/evaluation-report';

/**
 * A case row as stored (evaluation_cases): scoreCase's result goes into three columns,
 * `structuralScores` = scores.structural, `judgeScores` = scores.judge, `unjudgedReason` =
 * scores.unjudgedReason. This reads them back, checked; null when the case was never scored (the
 * generator failed it, or the run stopped before).
 */
export interface StoredCase {
  category: string;
  complexity: string;
  ambiguityLevel: string;
  status: string;
  structuralScores: unknown;
  judgeScores: unknown;
  unjudgedReason: string | null;
}

export function caseScoresOf(row: StoredCase): CaseScores | null {
  const structural = structuralScoresSchema.safeParse(row.structuralScores);
  if (!structural.success || row.status === 'failed') return null;
  const judge = row.judgeScores == null ? null : judgeScoresSchema.safeParse(row.judgeScores);
  if (judge?.success)
    return {
      structural: structural.data,
      judge: judge.data,
      unjudgedReason: null,
      overall: judge.data.overall,
      overallFrom: 'judge',
    };
  const reason = unjudgedReasonSchema.safeParse(row.unjudgedReason);
  return {
    structural: structural.data,
    judge: null,
    // A stored judge answer that no longer reads is as good as an invalid one.
    unjudgedReason: reason.success ? reason.data : 'invalid_answer',
    overall: structural.data.overall,
    overallFrom: 'structural',
  };
}
