import { parse, isValid } from 'date-fns'
import { enUS, enGB, pt } from 'date-fns/locale'
import { TZDate } from '@date-fns/tz'
const ref = new TZDate(2000, 0, 1, 'Europe/Berlin')
for (const [s, f, l] of [['7 Apr 2026, 10:14','d MMM yyyy, H:mm',enGB],['Jun 11, 2026, 1:01 PM','MMM d, yyyy, h:mm a',enUS],['5 Mai 2026, 07:34','d MMM yyyy, H:mm',pt],['24 Jul 2024, 7:07','d MMM yyyy, H:mm',enGB],['5 Set 2026, 07:34','d MMM yyyy, H:mm',pt],['5 Set 2026, 07:34','d MMM yyyy, H:mm',enGB], ['7 Apr 2026, 10:14','MMM d, yyyy, h:mm a',enUS]] as const) {
  const d = parse(s, f, ref, { locale: l })
  console.log(s, isValid(d), d instanceof TZDate, isValid(d) && d.toISOString(), isValid(d) && new Date(d.getTime()).toISOString())
}
const t = new TZDate(2024, 2, 31, 2, 30, 0, 'Europe/Berlin'); console.log(new Date(t.getTime()).toISOString())
const u = new TZDate(2024, 9, 27, 2, 30, 0, 'Europe/Berlin'); console.log(new Date(u.getTime()).toISOString())
