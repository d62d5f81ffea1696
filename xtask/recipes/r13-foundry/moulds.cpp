// Round 13's mould catalogue, mid-refactor: clang++ reports template errors from the standard
// library (a map keyed by a type with no ordering, sort over list iterators, a copied unique_ptr,
// an unmet concept).
#include <algorithm>
#include <concepts>
#include <list>
#include <map>
#include <memory>
#include <string>
#include <vector>

struct Pattern {
    std::string code;
    double shrinkage;
};

struct Mould {
    std::string name;
    std::unique_ptr<Pattern> pattern;
};

template <typename T>
concept Weighable = requires(T t) {
    { t.weight_kg() } -> std::convertible_to<double>;
};

template <Weighable T>
double total_weight(const std::vector<T> &items)
{
    double sum = 0;
    for (const auto &item : items)
        sum += item.weight_kg();
    return sum;
}

int main()
{
    std::map<Pattern, int> stock;
    stock[Pattern{"GH-12", 0.012}] = 4;

    std::list<int> pour_order{3, 1, 2};
    std::sort(pour_order.begin(), pour_order.end());

    std::vector<Mould> moulds;
    Mould housing{"gear-housing", std::make_unique<Pattern>(Pattern{"GH-12", 0.012})};
    moulds.push_back(housing);

    std::vector<Mould> batch;
    double kg = total_weight(batch);
    return static_cast<int>(kg);
}
