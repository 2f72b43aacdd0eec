/**
 * The 24-hour reply promise, as the queue shows it: how long is left ("3 h 20 m left") or how long it has been broken
 * ("2 h overdue"). Whole minutes, rounded towards the deadline: time left is rounded down and time overdue up, so the
 * text never makes a request look less urgent than it is (30 seconds late reads "1 m overdue", not "0 m").
 */
export interface ReplyDeadline {
  overdue: boolean;
  /** "3 h 20 m left", "45 m left", "2 h overdue", "1 d 4 h overdue". */
  text: string;
}

const MINUTE = 60_000;

export function replyDeadline(replyDueAt: string, now: Date = new Date()): ReplyDeadline {
  const diff = new Date(replyDueAt).getTime() - now.getTime();
  const overdue = diff < 0;
  const minutes = overdue ? Math.ceil(-diff / MINUTE) : Math.floor(diff / MINUTE);
  return { overdue, text: `${duration(minutes)} ${overdue ? 'overdue' : 'left'}` };
}

/** Two units at most, the smaller one left out when it is zero: "1 d 4 h", "3 h 20 m", "3 h", "45 m". */
function duration(totalMinutes: number): string {
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} m` : `${hours} h`;
  return `${minutes} m`;
}
