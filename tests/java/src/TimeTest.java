import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;

public class TimeTest {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 28);
        System.out.println(d + " plusDays(1) " + d.plusDays(1) + " plusDays(2) " + d.plusDays(2) + " leap " + d.isLeapYear() + " lengthOfMonth " + d.lengthOfMonth());
        System.out.println("dayOfWeek " + d.getDayOfWeek() + " dayOfYear " + d.getDayOfYear() + " plusMonths(1) " + LocalDate.of(2024, 1, 31).plusMonths(1)
            + " minusYears(1) " + LocalDate.of(2024, 2, 29).minusYears(1));
        LocalDate start = LocalDate.of(1970, 1, 1);
        System.out.println("epochDay " + d.toEpochDay() + " from epoch " + LocalDate.ofEpochDay(19999) + " between " + ChronoUnit.DAYS.between(start, d)
            + " weeks " + ChronoUnit.WEEKS.between(start, d) + " months " + ChronoUnit.MONTHS.between(start, d));
        for (DayOfWeek dow : DayOfWeek.values()) System.out.print(dow + "(" + dow.getValue() + ") ");
        System.out.println();
        System.out.println("DayOfWeek.plus " + DayOfWeek.SATURDAY.plus(3) + " Month " + Month.FEBRUARY.length(false) + " " + Month.of(12) + " " + Month.JANUARY.minus(1));
        Period p = Period.between(LocalDate.of(1990, 5, 17), LocalDate.of(2024, 3, 1));
        System.out.println("period " + p + " years " + p.getYears() + " months " + p.getMonths() + " days " + p.getDays() + " total months " + p.toTotalMonths());
        System.out.println("period ops " + Period.ofDays(45).normalized() + " " + Period.ofMonths(14).normalized() + " " + Period.parse("P1Y2M3D").plusDays(10) + " " + Period.ZERO);
        Duration dur = Duration.ofSeconds(3725, 500_000_000);
        System.out.println("duration " + dur + " minutes " + dur.toMinutes() + " millis " + dur.toMillis() + " plus " + dur.plusHours(25) + " negated " + dur.negated()
            + " parts " + dur.toHoursPart() + ":" + dur.toMinutesPart() + ":" + dur.toSecondsPart());
        System.out.println("duration parse " + Duration.parse("PT1H30M") + " between " + Duration.between(LocalTime.of(8, 15), LocalTime.of(17, 45, 30)) + " ofDays " + Duration.ofDays(2));
        LocalTime t = LocalTime.of(23, 59, 30);
        System.out.println("time " + t + " plus 45s " + t.plusSeconds(45) + " nano " + LocalTime.of(1, 2, 3, 4000) + " midnight " + LocalTime.MIDNIGHT + " noon " + LocalTime.NOON
            + " toSecondOfDay " + t.toSecondOfDay());
        LocalDateTime ldt = LocalDateTime.of(2023, 12, 31, 23, 59, 59, 123_456_789);
        System.out.println("ldt " + ldt + " +1s " + ldt.plusSeconds(1) + " truncated " + ldt.truncatedTo(ChronoUnit.HOURS));
        System.out.println("ISO_LOCAL_DATE_TIME " + ldt.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " ISO_DATE " + ldt.format(DateTimeFormatter.ISO_DATE)
            + " BASIC_ISO_DATE " + ldt.format(DateTimeFormatter.BASIC_ISO_DATE) + " ISO_WEEK_DATE " + ldt.format(DateTimeFormatter.ISO_WEEK_DATE)
            + " ISO_ORDINAL_DATE " + ldt.format(DateTimeFormatter.ISO_ORDINAL_DATE));
        DateTimeFormatter custom = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss.SSS EEE MMM", Locale.ROOT);
        System.out.println("custom " + ldt.format(custom) + " | " + DateTimeFormatter.ofPattern("d MMMM uuuu, h:mm a", Locale.US).format(ldt));
        Instant epoch = Instant.ofEpochSecond(0);
        Instant i1 = Instant.ofEpochSecond(1_700_000_000L, 250_000_000);
        System.out.println("instants " + epoch + " " + i1 + " " + Instant.ofEpochMilli(-1) + " " + Instant.ofEpochSecond(253402300799L) + " " + Instant.ofEpochSecond(-62135596800L)
            + " epochMilli " + i1.toEpochMilli());
        ZonedDateTime z = i1.atZone(ZoneOffset.UTC);
        System.out.println("zoned " + z + " ISO_OFFSET " + z.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " ISO_INSTANT " + DateTimeFormatter.ISO_INSTANT.format(i1)
            + " RFC1123 " + z.format(DateTimeFormatter.RFC_1123_DATE_TIME));
        OffsetDateTime odt = OffsetDateTime.of(ldt, ZoneOffset.ofHoursMinutes(5, 30));
        System.out.println("offset " + odt + " toInstant " + odt.toInstant() + " atUTC " + odt.withOffsetSameInstant(ZoneOffset.UTC) + " offset " + ZoneOffset.ofHours(-8).getTotalSeconds());
        System.out.println("parse " + LocalDate.parse("2000-02-29") + " " + LocalDateTime.parse("2021-06-15T10:15:30") + " " + Instant.parse("2020-01-01T00:00:00Z").getEpochSecond()
            + " " + LocalDate.parse("15.08.1947", DateTimeFormatter.ofPattern("dd.MM.yyyy")) + " " + ZonedDateTime.parse("2022-03-04T05:06:07+02:00"));
        try {
            LocalDate.parse("2023-02-29");
        } catch (DateTimeParseException e) {
            System.out.println("parse error: " + e.getMessage());
        }
        try {
            LocalDate.of(2023, 13, 1);
        } catch (DateTimeException e) {
            System.out.println("DateTimeException: " + e.getMessage());
        }
        System.out.println("adjusters " + d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) + " "
            + d.with(TemporalAdjusters.firstDayOfNextYear()) + " " + d.with(TemporalAdjusters.firstInMonth(DayOfWeek.FRIDAY)));
        System.out.println("compare " + d.isBefore(LocalDate.of(2024, 3, 1)) + " " + d.compareTo(LocalDate.of(2024, 2, 27)) + " equals " + d.equals(LocalDate.parse("2024-02-28"))
            + " hash " + d.hashCode() + " " + ldt.hashCode());
        YearMonth ym = YearMonth.of(2023, 2);
        System.out.println("YearMonth " + ym + " length " + ym.lengthOfMonth() + " atEnd " + ym.atEndOfMonth() + " Year " + Year.of(1900).isLeap() + " " + Year.of(2000).isLeap()
            + " MonthDay " + MonthDay.of(2, 29).isValidYear(2023));
        LocalDate cur = LocalDate.of(2024, 1, 1);
        int fridays13 = 0;
        StringBuilder sb = new StringBuilder();
        while (cur.getYear() < 2027) {
            if (cur.getDayOfMonth() == 13 && cur.getDayOfWeek() == DayOfWeek.FRIDAY) {
                fridays13++;
                sb.append(cur).append(' ');
            }
            cur = cur.plusDays(1);
        }
        System.out.println("friday 13ths " + fridays13 + ": " + sb.toString().trim());
        ZonedDateTime utc = ZonedDateTime.of(2024, 6, 1, 12, 0, 0, 0, ZoneOffset.UTC);
        System.out.println("utc zone " + utc.getZone() + " id " + ZoneOffset.UTC.getId() + " toEpochSecond " + utc.toEpochSecond() + " withZoneSameInstant +09:00 "
            + utc.withZoneSameInstant(ZoneOffset.ofHours(9)));
        System.out.println("ChronoUnit between " + ChronoUnit.HOURS.between(ldt, ldt.plusDays(3)) + " " + ChronoUnit.MILLIS.between(Instant.EPOCH, i1) + " Instant.MIN " + Instant.MIN + " MAX " + LocalDate.MAX);
    }
}
