/** Every campaign's summary, worked out by the build from campaigns/*.json (scripts/vite/campaignSummaries.ts). */
declare module 'virtual:campaign-summaries' {
  const summaries: readonly import('../engine/campaignShelf.ts').CampaignSummary[];
  export default summaries;
}
