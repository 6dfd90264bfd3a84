/**
 * A name or label of ours that must not be split inside a word at 360 px. Browsers break Thai with a
 * dictionary, and a name it does not know ('เกียรตินาคินภัทร') is cut where the dictionary ends; each
 * space-separated word here stays whole, and the line breaks only at the spaces (docs/architecture.md
 * §8, "Thai line breaking").
 */
export function WholeWords({ text }: { text: string }) {
  const words = text.split(/(\s+)/);
  return (
    <>
      {words.map((word, i) =>
        /^\s+$/.test(word) || word === '' ? (
          word
        ) : (
          <span key={i} className="whole-word">
            {word}
          </span>
        ),
      )}
    </>
  );
}
