/** The online (green) / offline (red) indicator; the text beside it carries the meaning. */
export function StatusDot({ online, pulse = false, className = 'h-2.5 w-2.5' }: { online: boolean; pulse?: boolean; className?: string }) {
  return (
    <span aria-hidden="true" className={`relative inline-flex shrink-0 ${className}`}>
      {online && pulse ? <span className="absolute inset-0 animate-ping rounded-full bg-emerald-400/60" /> : null}
      <span
        className={`relative inline-flex h-full w-full rounded-full ${online ? 'bg-emerald-400' : 'bg-red-500'}`}
        data-testid={online ? 'status-dot-online' : 'status-dot-offline'}
      />
    </span>
  );
}
