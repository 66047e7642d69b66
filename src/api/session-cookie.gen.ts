// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.

export const SESSION_COOKIE = "__Host-.AspNetCore.Cookies";
