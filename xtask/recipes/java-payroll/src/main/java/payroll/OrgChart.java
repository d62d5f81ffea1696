package payroll;

import java.util.HashMap;
import java.util.Map;

/** Approval chains: who signs off an employee's expenses (each manager up to the CFO). */
public final class OrgChart {
    private final Map<String, String> managerOf = new HashMap<>();

    public void report(String employee, String manager) {
        managerOf.put(employee, manager);
    }

    public int depth(String employee) {
        String manager = managerOf.get(employee);
        return manager == null ? 0 : 1 + depth(manager);
    }

    public String approvalChain(String employee) {
        String manager = managerOf.get(employee);
        return manager == null ? employee : employee + " > " + approvalChain(manager);
    }

    public static void main(String[] args) {
        OrgChart chart = new OrgChart();
        chart.report("lena.fischer", "omar.haddad");
        chart.report("omar.haddad", "priya.raman");
        chart.report("priya.raman", "cfo");
        // Imported from the HR export: the interim CFO reports to the team lead she replaced.
        chart.report("cfo", "omar.haddad");
        System.out.println("depth of lena.fischer: " + chart.depth("lena.fischer"));
        System.out.println(chart.approvalChain("lena.fischer"));
    }
}
