/** Why a lineup has no slate, as a sentence and a list (lib/supply-explanation.ts). */
import type { SupplyExplanation } from '../lib/supply-explanation';

export function SupplyReasons({ explanation }: { explanation: SupplyExplanation }) {
  return (
    <>
      <p>{explanation.lead}</p>
      <ul>
        {explanation.reasons.map((reason) => (
          <li key={reason}>{reason}.</li>
        ))}
      </ul>
    </>
  );
}
