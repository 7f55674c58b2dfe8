import type { ComponentType } from 'react';

/** A conversation's offers with a way to make one, shown in the messages thread and passed in by its route. */
export type ConversationOffersWidget = ComponentType<{ conversationId: string }>;
