package org.example.library;

import java.io.Serializable;
import java.util.Date;

public class Book implements Serializable {
    private final String isbn;
    private final String title;
    private final Date published;

    public Book(String isbn, String title, Date published) {
        this.isbn = isbn;
        this.title = title;
        this.published = published;
    }

    public String isbn() { return isbn; }
    public String title() { return title; }

    public int publishedYear() {
        return published.getYear() + 1900;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Book b && b.isbn.equals(isbn);
    }
}
