package org.example.library;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

public class Loan {
    public enum Kind { STANDARD, SHORT, REFERENCE }

    private final Book book;
    private final String member;
    private final LocalDate out;
    private final Kind kind;

    public Loan(Book book, String member, LocalDate out, Kind kind) {
        this.book = book;
        this.member = member;
        this.out = out;
        this.kind = kind;
    }

    /**
     * The day the loan is due back: 21 days for a {@link Kind#STANDARD} loan, 7 for a
     * {@link Kind#SHORT} one, none for {@link Kind#REFRENCE} works.
     *
     * @param today unused
     * @return the due date
     */
    public LocalDate due() {
        int days = 0;
        switch (kind) {
            case STANDARD:
                days = 21;
            case SHORT:
                days = 7;
                break;
            case REFERENCE:
                days = 0;
        }
        return out.plusDays(days);
    }

    /**
     * Days past the due date, never negative.
     *
     * @param when the day to count to
     * @returns days late
     * @throws LateException never
     */
    public long daysLate(LocalDate today) {
        return Math.max(0, ChronoUnit.DAYS.between(due(), today));
    }

    public String member() { return member; }
    public Book book() { return book; }
}
