#pragma once

#include <cstddef>
#include <initializer_list>
#include <memory>
#include <vector>

namespace surfio {

// A std::vector whose copies share one buffer until one of them is changed:
// Qt's implicit sharing, for the engine's plain C++. A finished run's bulky
// parts (latency bins, time series) are copied between the runner, the window
// and its views; sharing keeps one of each in memory however many hold it.
// Read through get() or the const accessors; change through edit(), which
// first copies a shared buffer. As for any value, one object is changed from
// one thread at a time; copies on other threads are safe.
template <class T> class SharedVector {
public:
    SharedVector() = default;
    SharedVector(std::vector<T> items)  // NOLINT(google-explicit-constructor): a vector is one
    {
        if (!items.empty())
            d_ = std::make_shared<std::vector<T>>(std::move(items));
    }
    SharedVector(std::initializer_list<T> items)
        : SharedVector(std::vector<T>(items))
    {
    }

    const std::vector<T>& get() const { return d_ ? *d_ : none(); }
    std::vector<T>& edit()
    {
        if (!d_)
            d_ = std::make_shared<std::vector<T>>();
        else if (d_.use_count() > 1)
            d_ = std::make_shared<std::vector<T>>(*d_);
        return *d_;
    }

    auto begin() const { return get().begin(); }
    auto end() const { return get().end(); }
    size_t size() const { return get().size(); }
    bool empty() const { return get().empty(); }
    const T& operator[](size_t i) const { return get()[i]; }
    const T& front() const { return get().front(); }
    const T& back() const { return get().back(); }

    void push_back(const T& item) { edit().push_back(item); }
    void clear() { d_.reset(); }

    // Whether two hold the same buffer (tests; sharing is not equality).
    bool sharesWith(const SharedVector& other) const { return d_ && d_ == other.d_; }

private:
    static const std::vector<T>& none()
    {
        static const std::vector<T> empty;
        return empty;
    }
    std::shared_ptr<std::vector<T>> d_;
};

}  // namespace surfio
