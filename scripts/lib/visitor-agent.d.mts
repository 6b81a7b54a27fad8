export const VISITOR_USER_AGENT: string;
