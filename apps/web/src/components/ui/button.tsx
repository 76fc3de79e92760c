import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'discord';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<Variant, string> = {
  // The label colour follows the site's accent (D38: set on the page by the server; white for the built-in one).
  primary: 'bg-brand-600 text-[color:var(--color-on-accent,#fff)] hover:bg-brand-500 shadow-lg shadow-brand-900/30',
  secondary: 'border border-surface-600 bg-surface-800 text-slate-100 hover:bg-surface-700',
  ghost: 'text-slate-200 hover:bg-surface-800 hover:text-white',
  danger: 'bg-red-600 text-white hover:bg-red-500',
  discord: 'bg-[#5865F2] text-white hover:bg-[#4752c4] shadow-lg shadow-[#5865F2]/20',
};
const sizes: Record<Size, string> = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' };

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant = 'primary', size = 'md', className = '', ...props }: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}

/** A link that leaves the app (store, Discord, trackers): full page load, new tab when asked. */
export function ExternalButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  newTab = false,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; size?: Size; newTab?: boolean }) {
  return <a className={buttonClass(variant, size, className)} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props} />;
}
