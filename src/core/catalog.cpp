#include "basecommand/catalog.h"

namespace bc {

namespace {
template <typename T>
int FindById(const std::vector<T>& items, const std::string& id) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].id == id) return static_cast<int>(i);
  }
  return -1;
}
}  // namespace

int Catalog::FindEnemy(const std::string& id) const { return FindById(enemies, id); }
int Catalog::FindWeapon(const std::string& id) const { return FindById(weapons, id); }
int Catalog::FindMission(const std::string& id) const { return FindById(missions, id); }
int Catalog::FindCard(const std::string& id) const { return FindById(cards, id); }
int Catalog::FindLoadout(const std::string& id) const { return FindById(loadouts, id); }

}  // namespace bc
