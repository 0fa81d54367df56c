import { coachWorkspaceMessages as m } from "@clutch/contract";
import { PageTitle } from "../../../../components/data/PageTitle";
import { QueryResult } from "../../../../components/data/QueryResult";
import { useCoachHoursQuery } from "../../api";
import { TimeOffSection } from "./TimeOffSection";
import { WeeklyHoursEditor } from "./WeeklyHoursEditor";

/** `/coach/hours`: the weekly hours and the time off, in the coach's zone. */
export function HoursPage() {
  const hours = useCoachHoursQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="flex flex-col gap-10">
      <PageTitle title="Hours and time off" area="Coach workspace" />
      <QueryResult query={hours} failure={m.loadFailed}>
        {({ data }) => (
          <>
            <WeeklyHoursEditor hours={data} reload={async () => (await hours.refetch().unwrap()).data} />
            <TimeOffSection timeZone={data.timeZone} />
          </>
        )}
      </QueryResult>
    </section>
  );
}
