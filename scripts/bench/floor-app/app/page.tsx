import th from '../../../../messages/th.json';

// Our home page's largest text, so both pages paint the same Thai (its line breaking and shaping
// are a real part of the first layout); no web font, no CSS, no component of ours.
export default function FloorPage() {
  return (
    <main>
      <h1>{th.Home.heroTitle}</h1>
      <p>{th.Home.heroText}</p>
    </main>
  );
}
