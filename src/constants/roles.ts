/**
 * The roles an account (a site owner or contributor) holds on a site, by code; there is no 5
 * [B-04]. An enum, so a bundle holds only the codes it reads (see PAGE_TYPE).
 */
export enum ROLE {
  ADMIN = 1,
  BILLING = 2,
  REPORTING = 3,
  EDITOR = 4,
  MODERATOR = 6,
  COMMENTER = 7,
  STORE_MANAGER = 8,
  SCHEDULING = 9,
  VIEWER = 10,
  CAMPAIGNS_EDITOR = 11,
  SCHEDULING_VIEWER = 12,
  SCHEDULING_EDITOR = 13,
  NONE = 14,
}

export type Role = ROLE;
