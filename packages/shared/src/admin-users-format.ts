
/** At most this many of each list in the expanded row (admin-area §9). */
export const userDetailListLimit = 4;
export const paymentIntentShownLength = 20;

/** 'pi_3Nabc…' cut to 20 characters, or the transaction number when there is no payment intent (§2.7). */
export function transactionReference(t: { id: string; stripePaymentIntentId: string | null; transactionNumber: string | null }): string {
  if (t.stripePaymentIntentId) {
    return t.stripePaymentIntentId.length > paymentIntentShownLength
      ? `${t.stripePaymentIntentId.slice(0, paymentIntentShownLength)}...`
      : t.stripePaymentIntentId;
  }
  return t.transactionNumber ?? t.id;
}
