/** An X user as the user-context API answers one. */
export type XUser = {
  id: string;
  username: string;
  name: string;
  followers_count: number | null;
  following_count: number | null;
};

/** One page of users; `nextToken` asks for the next. */
export type XUserPage = { users: XUser[]; nextToken: string | null };

export type XList = { id: string; name: string; description: string; private: boolean; member_count: number | null };

export type XListChange = { name?: string; description?: string; private?: boolean };

/** A post's counts as X reports them (impressions only where the token's user may see them). */
export type XPostMetrics = {
  id: string;
  like_count: number;
  repost_count: number;
  reply_count: number;
  quote_count: number;
  impression_count: number | null;
};

export type PageRequest = { maxResults?: number; paginationToken?: string };

/**
 * What the app does on X for a signed-in user, with that user's own token: the real X API v2, or
 * the sandbox's store. Callers never know which.
 */
export type XUserApi = {
  /** `userId` is the token's own user: X follows only as oneself */
  follow(userId: string, targetId: string): Promise<{ following: boolean; pending: boolean }>;
  unfollow(userId: string, targetId: string): Promise<{ following: boolean }>;
  followers(userId: string, page?: PageRequest): Promise<XUserPage>;
  following(userId: string, page?: PageRequest): Promise<XUserPage>;
  ownedLists(userId: string): Promise<XList[]>;
  createList(list: { name: string; description?: string; private?: boolean }): Promise<XList>;
  updateList(listId: string, change: XListChange): Promise<void>;
  deleteList(listId: string): Promise<void>;
  listMembers(listId: string, page?: PageRequest): Promise<XUserPage>;
  addListMember(listId: string, userId: string): Promise<void>;
  removeListMember(listId: string, userId: string): Promise<void>;
  likingUsers(postId: string, page?: PageRequest): Promise<XUserPage>;
  postMetrics(postId: string): Promise<XPostMetrics>;
};
