// The bench beyond the world's size (scripts/bench.mjs, SEED_ROWS).

/**
 * The users list at ROWS users from the world's SEED_ROWS: copies of its users, each copy's ids and emails its own
 * (the first part of the id and a prefix of the email name the copy).
 */
export function scaledUsers(users, rows) {
  if (users.length === 0 || rows <= users.length) return users;
  const scaled = users.slice();
  for (let copy = 1; scaled.length < rows; copy++) {
    const prefix = `c${copy.toString(16).padStart(7, '0')}`;
    for (const user of users) {
      if (scaled.length >= rows) break;
      scaled.push({ ...user, userID: `${prefix}${user.userID.slice(8)}`, email: `c${copy}.${user.email}` });
    }
  }
  return scaled;
}
