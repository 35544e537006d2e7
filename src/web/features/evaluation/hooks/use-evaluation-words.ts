import type {
  ImprovementAction,
  Recommendation,
  ReportArea,
  ReportDimension,
  StructuralCheckId,
  UnjudgedReason,
} from '@shared/contracts/evaluation-report';
import {
  EVALUATION_AMBIGUITY_LEVELS,
  EVALUATION_CATEGORIES,
  EVALUATION_COMPLEXITIES,
  EVALUATION_CRITERIA,
  type EvaluationCriterion,
} from '@shared/contracts/evaluation';
import { type MessageKey, useT } from '@web/lib/i18n';
import { useMemo } from 'react';
import { useScoreFormat } from './use-score-format';

const DIMENSION_PREFIX = {
  category: 'categories',
  complexity: 'complexities',
  ambiguity: 'ambiguity',
} as const;

/**
 * The report's ids worded in the reader's language: the server sends criteria, groups, checks,
 * recommendations and reasons as ids with their figures (contracts/evaluation-report.ts).
 */
export function useEvaluationWords() {
  const t = useT('evaluation');
  const scores = useScoreFormat();
  return useMemo(() => {
    const criterion = (key: EvaluationCriterion) => t(`criteria.${key}`);
    // An area's key is typed as a string, but it is one of its dimension's enum values.
    const group = (dimension: ReportDimension, key: string) =>
      t(`${DIMENSION_PREFIX[dimension]}.${key}` as MessageKey<'evaluation'>);
    const dimension = (name: ReportDimension) => t(`dimensions.${name}`);
    const check = (id: StructuralCheckId) => t(`checks.${id}`);
    const unjudged = (reason: UnjudgedReason) => t(`unjudged.${reason}`);
    const area = (item: ReportArea) =>
      item.kind === 'criterion'
        ? criterion(item.key)
        : `${dimension(item.kind)}: ${group(item.kind, item.key)}`;
    const recommendation = (item: Recommendation): string => {
      switch (item.kind) {
        case 'criterion':
          return item.check
            ? t('recommendations.criterionCheck', {
                criterion: criterion(item.criterion),
                score: scores.score(item.score),
                check: check(item.check),
                failed: item.failedCases,
                total: item.totalCases,
              })
            : t('recommendations.criterion', {
                criterion: criterion(item.criterion),
                score: scores.score(item.score),
                failed: item.failedCases,
                total: item.totalCases,
              });
        case 'group':
          return t('recommendations.group', {
            dimension: dimension(item.dimension),
            group: group(item.dimension, item.key),
            score: scores.score(item.score),
            count: item.caseCount,
          });
        case 'failedCases':
          return t('recommendations.failedCases', { failed: item.failedCases, total: item.totalCases });
        case 'unjudged':
          return t('recommendations.unjudged', {
            count: item.unjudgedCases,
            total: item.totalCases,
            reason: unjudged(item.reason),
          });
      }
    };
    // An action's area: a criterion, or a category, complexity or ambiguity level, by its id.
    const areaOf = (key: string) => {
      if ((EVALUATION_CRITERIA as readonly string[]).includes(key))
        return criterion(key as EvaluationCriterion);
      if ((EVALUATION_CATEGORIES as readonly string[]).includes(key)) return group('category', key);
      if ((EVALUATION_COMPLEXITIES as readonly string[]).includes(key)) return group('complexity', key);
      if ((EVALUATION_AMBIGUITY_LEVELS as readonly string[]).includes(key)) return group('ambiguity', key);
      return key;
    };
    /** An improvement action's texts: template keys (`improvements.<key>`) filled with its figures. */
    const improvement = (action: ImprovementAction) => {
      const values = {
        area: areaOf(action.params.area),
        score: scores.score(action.params.score),
        target: scores.score(action.params.target),
      };
      const word = (key: string) => t(`improvements.${key}` as MessageKey<'evaluation'>, values);
      return {
        description: word(action.description),
        expectedImpact: word(action.expectedImpact),
        steps: action.implementationSteps.map(word),
      };
    };
    return { criterion, group, dimension, check, unjudged, area, recommendation, improvement };
  }, [t, scores]);
}
