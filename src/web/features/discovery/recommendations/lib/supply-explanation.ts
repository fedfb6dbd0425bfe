/**
 * Why a lineup has no slate, in words (docs/RECOMMENDATIONS.md "When there is no slate"): how many
 * stories the corpus has to recommend and what kept each of them out, from the server's counts.
 */
import type { CorpusSupplyFieldsFragment } from '../../../../gql/graphql';

export type CorpusSupply = CorpusSupplyFieldsFragment;

export interface SupplyExplanation {
  /** "This instance’s corpus has 13 stories to recommend, but no slate could be made from them:" */
  lead: string;
  reasons: string[];
}

const stories = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`;
const are = (n: number) => (n === 1 ? 'is' : 'are');

/**
 * The explanation, or null when the corpus has nothing to recommend at all (the caller's "no
 * corpus yet" wording is then the true one) or no counts came.
 */
export function explainSupply(
  supply: CorpusSupply | null | undefined,
  topicName?: string,
): SupplyExplanation | null {
  if (!supply || supply.recommendable === 0) return null;
  const n = supply.recommendable;
  const lead = `This instance’s corpus has ${stories(n)}${topicName ? ` in ${topicName}` : ''} to recommend, but no slate could be made from ${n === 1 ? 'it' : 'them'}:`;
  const reasons: string[] = [];
  if (supply.unclassified > 0) {
    reasons.push(
      `${supply.unclassified} ${are(supply.unclassified)} not sorted into a topic yet, and slates are made by topic`,
    );
  }
  if (supply.otherLanguages > 0) {
    reasons.push(`${supply.otherLanguages} ${are(supply.otherLanguages)} in another language`);
  }
  if (supply.excluded > 0) {
    reasons.push(`${supply.excluded} you saved, dismissed or were shown often`);
  }
  if (supply.stale > 0) {
    reasons.push(
      `${supply.stale} ${are(supply.stale)} older than ${supply.stale === 1 ? 'its' : 'their'} topic’s freshness window`,
    );
  }
  const min = supply.minimumSlateSize;
  const left = supply.available;
  if (left > 0) {
    // "the 3 left" after other reasons; "all 3" when nothing else kept any out.
    const subject =
      left === supply.recommendable
        ? left === 1
          ? 'the one story'
          : `all ${left}`
        : left === 1
          ? 'the 1 story left'
          : `the ${left} left`;
    reasons.push(
      supply.largestTopic >= min
        ? `${subject} could not be made into a slate`
        : topicName
          ? `${subject} ${are(left)} fewer than the ${min} a slate needs`
          : left === 1
            ? `${subject} is alone in its topic, and a slate needs ${min} stories of one topic`
            : `${subject} are spread over topics, at most ${supply.largestTopic} in one, and a slate needs ${min} of one topic`,
    );
  }
  return { lead, reasons };
}
