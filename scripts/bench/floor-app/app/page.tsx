import th from '../../../../messages/th.json';
import { FloorDialog } from './floor-dialog';

// Our home page's largest text, so both pages paint the same Thai (its line breaking and shaping
// are a real part of the first layout); no web font, no CSS, no component of ours. The one button opens
// the touch floor's dialog (floor-dialog.tsx).
export default function FloorPage() {
  return (
    <main>
      <h1>{th.Home.heroTitle}</h1>
      <p>{th.Home.heroText}</p>
      <FloorDialog title={th.Popups.Deposit} text={th.Home.heroText} />
    </main>
  );
}
