/**
 * New leads that arrive while earlier ones are still on their way to the database go to it together: one statement
 * and one commit for up to MOST_IN_ONE of them, where each alone cost the database a commit and the server a write to
 * its socket (measured apart, leads gathered so cost a third of the CPU each). A lead that finds fewer than IN_FLIGHT
 * statements on their way goes at once, alone, so a quiet server answers as before; only a busy one gathers them.
 * Each lead keeps its own outcome: a statement that fails writes none of its leads, and each is then written alone.
 * The price: a statement that waits (its key held by another request's transaction, which takes milliseconds) holds the
 * new leads behind it as long, where each had waited for a connection of its own.
 */
import type { Database } from '../db/database.ts';
import { insertLeadInOneStatement, insertLeadsInOneStatement, type NewLead } from '../db/repositories/leads.ts';

/**
 * Statements of new leads on their way at once, per database: one, so that leads arriving meanwhile gather. With two,
 * ten connections on two workers rarely left more than one lead waiting, and bench:leads saw no change.
 */
export const IN_FLIGHT = 1;
/** New leads in one statement at most (about 60 parameters each). */
export const MOST_IN_ONE = 16;

interface Waiting {
  lead: NewLead;
  resolve: (written: boolean) => void;
  reject: (error: unknown) => void;
}

class NewLeadBatches {
  private inFlight = 0;
  private waiting: Waiting[] = [];

  constructor(private readonly db: Database) {}

  insert(lead: NewLead): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ lead, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < IN_FLIGHT && this.waiting.length) {
      const batch = this.waiting.splice(0, MOST_IN_ONE);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.send();
      });
    }
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    if (batch.length > 1) {
      let written: boolean[] | null = null;
      try {
        written = await insertLeadsInOneStatement(this.db, batch.map(({ lead }) => lead));
      } catch {
        // One lead's failure (or the database's) fails the statement: each is written alone below, with its own outcome.
      }
      if (written) {
        batch.forEach((waiting, i) => waiting.resolve(written[i] === true));
        return;
      }
    }
    await Promise.all(batch.map(({ lead: { id, lead, tokenHash, claim, consents }, resolve, reject }) =>
      insertLeadInOneStatement(this.db, id, lead, tokenHash, claim, consents).then(resolve, reject)));
  }
}

const batchesOf = new WeakMap<Database, NewLeadBatches>();

/**
 * Writes a new lead as insertLeadInOneStatement does (whether it was written: a key already claimed writes nothing),
 * alone or in one statement with others arriving at the same time.
 */
export function insertNewLead(db: Database, lead: NewLead): Promise<boolean> {
  let batches = batchesOf.get(db);
  if (!batches) batchesOf.set(db, (batches = new NewLeadBatches(db)));
  return batches.insert(lead);
}
