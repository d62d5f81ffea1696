package org.example.library;

public class Member implements Cloneable {
    private String id;
    private String name;

    public Member(String id, String name) {
        this.id = id;
        this.name = name;
    }

    @Override
    public Member clone() {
        try {
            return (Member) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    @Override
    protected void finalize() throws Throwable {
        System.out.println("member " + id + " collected");
    }

    public String label() {
        return (String) (id + " " + name);
    }
}
