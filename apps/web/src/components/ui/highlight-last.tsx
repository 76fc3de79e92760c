/**
 * A name or heading with its last word in the brand colour, as the built-in "Creative RP" has always
 * been drawn; a single word stays plain.
 */
export function HighlightLast({ text, className }: { text: string; className: string }) {
  const at = text.trimEnd().lastIndexOf(' ');
  if (at <= 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)} <span className={className}>{text.slice(at + 1)}</span>
    </>
  );
}
