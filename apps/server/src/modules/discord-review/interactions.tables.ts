/** Discord interactions already acted on (0023, D43 b): a replayed id changes nothing. */
export interface DiscordInteractionsTable {
  interaction_id: string;
  received_at: string;
}

export interface DiscordReviewTables {
  discord_interactions: DiscordInteractionsTable;
}
