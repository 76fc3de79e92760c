/** Deciding together's limits, words and texts (D29–D31): no schemas, so the review screens show them without loading zod. */
export const collaborationLimits = { note: 4000, message: 2000, voteReason: 500, votesRequired: 25 } as const;

/** "2 of 3 approve" (the tally in words, the list and the review screen say the same). */
export function tallyText(votes: { approve: number; deny: number; required: number }): string {
  if (votes.required <= 0) return 'No voting';
  const parts = [`${votes.approve} of ${votes.required} approve`];
  if (votes.deny > 0) parts.push(`${votes.deny} deny`);
  return parts.join(', ');
}

/** The history note of a move made by the votes (D30). */
export const voteDecisionNote = (outcome: 'approve' | 'deny', count: number, required: number): string =>
  `${outcome === 'approve' ? 'Approved' : 'Rejected'} by vote (${count} of ${required})`;


export const collaborationMessages = {
  noteNotFound: 'That note does not exist (it may have been deleted).',
  noteNotYours: 'Only the author of a note can edit it.',
  noteDeleteDenied: 'Only the author of a note or an admin can delete it.',
  noVoting: 'This form has no voting. An admin can turn it on in the form editor ("Votes needed").',
  voteClosed: (status: string) => `Voting is closed: this response is ${status.replace(/_/g, ' ')}.`,
  ownVote: 'You cannot vote on your own response.',
  ownNotes: 'Staff notes on your own response are for the other staff: you cannot read or write them.',
  noVoteToTake: 'You have not voted on this response.',
  decidedByVote: 'This form is decided by vote',
  conversationClosed: (status: string) => `This conversation is closed: the application is ${status.replace(/_/g, ' ')}.`,
  notYourResponse: 'You can only read the messages of your own applications.',
  responseNotFound: 'Response not found',
} as const;
