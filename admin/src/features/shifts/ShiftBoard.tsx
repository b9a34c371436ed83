import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { gapText, gridDays, type ShiftCell, shiftGrid, totalGaps } from '#core/signups/shiftSchedule.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { ListHeading } from '../../components/ListHeading.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { loadShiftBoard } from './api.ts';

const copy = adminMessages.shifts;

/** "dom" over "6 dic": a column's day on two lines, so eight columns fit beside the menu on a laptop. */
function DayHeading({ day }: { day: string }) {
  const date = new Date(`${day}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es', { ...options, timeZone: 'UTC' }).format(date).replaceAll('.', '');
  return (
    <>
      <span className="block text-sm font-normal">{part({ weekday: 'short' })}</span>
      <span className="whitespace-nowrap">{part({ day: 'numeric', month: 'short' })}</span>
    </>
  );
}

/** A date of a shift: "2 de 4" and "Faltan 2" / "Completo" in words and an icon, never colour alone. */
function Cell({ cell }: { cell: ShiftCell }) {
  const full = cell.gap === 0;
  const Icon = full ? CircleCheck : CircleAlert;
  return (
    <span
      className={`flex flex-col rounded-lg border px-1.5 py-1 ${
        full ? 'border-sage-700 bg-sage-100' : 'border-clay-700 bg-clay-100'
      }`}
      data-gap={cell.gap}
      data-shift-date={cell.start}
    >
      <span className="font-semibold">{copy.cell(cell.filled, cell.slots)}</span>
      <span
        className={`flex items-center gap-0.5 whitespace-nowrap text-sm ${full ? 'text-sage-700' : 'font-bold text-clay-700'}`}
      >
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {gapText(cell)}
      </span>
    </span>
  );
}

/**
 * /turnos: the coordinator's view of the next eight weeks (issue 33 item 3). One row per shift, one column
 * per day; each cell says who is confirmed out of the places and what is missing, so gaps stand out at a
 * glance (colour, icon and words). The table scrolls sideways on a phone with the shift's name kept.
 */
export function ShiftBoard() {
  const { data: board, error } = useLoad('board', loadShiftBoard);
  if (error) return <ErrorPanel title={copy.loadError} error={error} />;
  if (!board) return <Spinner label={adminMessages.common.loading} />;
  const rows = shiftGrid(board.shifts, board.counts);
  const days = gridDays(rows);
  return (
    <section className="max-w-6xl">
      <ListHeading copy={copy} createTo="/turnos/nuevo" />
      {rows.length === 0 ? (
        <p className="card mt-6">{copy.empty}</p>
      ) : (
        <>
          <p className="mt-4 text-lg font-semibold" data-testid="shift-gaps">
            {copy.gapsTotal(totalGaps(rows))}
          </p>
          {/* Scrolls sideways on a phone; each row's link to its shift keeps the region reachable by keyboard. */}
          <div className="card relative mt-4 overflow-x-auto p-0">
            <table className="w-full border-separate border-spacing-0 text-left">
              <caption className="sr-only">{copy.gridCaption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="sticky left-0 bg-cream-50 p-2">
                    {copy.shiftColumn}
                  </th>
                  {days.map((day) => (
                    <th key={day} scope="col" className="px-1 py-2 font-semibold">
                      <DayHeading day={day} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ shift, cells }) => (
                  <tr key={shift.id} className="border-t border-cream-300">
                    <th scope="row" className="sticky left-0 w-32 min-w-32 bg-cream-50 p-2 align-top">
                      <Link to={`/turnos/${shift.id}`} className="font-semibold text-navy-700 underline">
                        {shift.title}
                      </Link>
                      <span className="mt-1 block text-sm text-ink-700">
                        {copy.people(shift.capacity)} · {(shift.starts_at ?? '').slice(11, 16)}
                      </span>
                      {!shift.is_open && (
                        <span className="mt-1 block text-sm text-ink-700">{copy.closed}</span>
                      )}
                    </th>
                    {days.map((day) => {
                      const here = cells.filter((cell) => cell.day === day);
                      return (
                        <td key={day} className="px-1 py-2 align-top">
                          {here.length === 0 ? (
                            <span className="text-ink-700">
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">{copy.noDate}</span>
                            </span>
                          ) : (
                            <span className="grid gap-1">
                              {here.map((cell) => (
                                <Cell key={cell.start} cell={cell} />
                              ))}
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
