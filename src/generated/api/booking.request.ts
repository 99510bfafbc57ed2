/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface BookingRequest {
  resourceId: number;
  start: string;
  end: string;
  description: "Secondary Screening Appointment" | "Site Scheduling Appointment";
  what: string;
  where: string;
  graph?: "instant";
  customer: {
    name: string;
    email?: string;
    phone?: string;
    timezone: string;
  };
  studySiteId?: number;
}
