package org.example.library;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Catalogue {
    private final Map books = new HashMap();
    private final List<String> log = new ArrayList();

    public void add(Book book) {
        books.put(book.isbn(), book);
        log.add("added " + book.isbn());
    }

    public Book find(String isbn) {
        return (Book) books.get(isbn);
    }

    @SuppressWarnings("unused")
    public List<Book> byYear(int year) {
        List result = new ArrayList();
        for (Object o : books.values()) {
            Book b = (Book) o;
            if (b.publishedYear() == year) {
                result.add(b);
            }
        }
        return result;
    }

    public Integer count() {
        return new Integer(books.size());
    }
}
