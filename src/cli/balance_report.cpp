// Markdown, CSV and SVG for the balance report.
#include "cli/balance_report.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <ostream>
#include <sstream>

#include "data/file_io.h"

namespace bc::cli {

namespace {

std::string Fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

std::string Percent(double rate) { return Fixed(100.0 * rate, 1) + "%"; }

std::string Ci(const Interval& ci) { return Percent(ci.low) + " – " + Percent(ci.high); }

std::string Signed(double value, int decimals) {
  std::string text = Fixed(value, decimals);
  if (value > 0) text.insert(text.begin(), '+');
  return text;
}

double WinRate(int wins, int games) { return games > 0 ? static_cast<double>(wins) / games : 0.0; }

// Quotes a CSV field when it needs it.
std::string Csv(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string q = "\"";
  for (const char c : text) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

std::string XmlEscape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace

void WriteBalanceMarkdown(std::ostream& out, const BalanceSummary& s, const BalanceRunInfo& info) {
  out << "# Balance report\n\n";
  out << "Policy `" << info.policy << "`, " << info.runs << " runs per mission (seeds "
      << info.first_seed << "–" << info.first_seed + static_cast<std::uint64_t>(std::max(0, info.runs - 1))
      << "), loadout " << (info.loadout.empty() ? "as each mission's deck policy gives" : "`" + info.loadout + "`")
      << ", data `" << info.data_dir << "`"
      << (info.difficulty == kStandardDifficulty ? std::string() : ", difficulty `" + info.difficulty + "`") << ".\n\n";
  out << "## Missions\n\n";
  out << "| mission | games | win rate | 95% CI (Wilson) | 0★ | 1★ | 2★ | 3★ | flawless | mean score | sd | "
         "turns | base health | unfinished |\n";
  out << "|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  for (const MissionSummary& m : s.missions) {
    out << "| " << m.mission << " | " << m.games << " | " << Percent(m.win_rate) << " | " << Ci(m.win_ci);
    for (const int n : m.stars) out << " | " << n;
    out << " | " << m.flawless << " | " << Fixed(m.mean_score, 0) << " | " << Fixed(m.sd_score, 0) << " | "
        << Fixed(m.mean_turns, 1) << " | " << Fixed(m.mean_base_health, 1) << " | " << m.unfinished << " |\n";
  }
  out << "\n## Star thresholds\n\n";
  out << "Suggested, by the calibration method on this report's games: 3 stars at the lower quartile of the winning scores, "
      << "2 stars at " << kTwoStarPercent << "% and 1 star at " << kOneStarPercent
      << "% of it, rounded down to 50; only `calibrate` writes them (docs/balance.md).\n\n";
  out << "| mission | wins | now 1★ / 2★ / 3★ | suggested 1★ / 2★ / 3★ |\n|---|---:|---|---|\n";
  for (const MissionSummary& m : s.missions) {
    out << "| " << m.mission << " | " << m.wins << " | " << m.star_scores[0] << " / " << m.star_scores[1]
        << " / " << m.star_scores[2] << " | ";
    if (m.wins > 0) {
      out << m.suggested_stars[0] << " / " << m.suggested_stars[1] << " / " << m.suggested_stars[2];
    } else {
      out << "no wins";
    }
    out << " |\n";
  }
  out << "\n## Cards\n\n";
  out << "| card | plays | games played in | damage | kills | damage per play | win rate when played |\n";
  out << "|---|---:|---:|---:|---:|---:|---:|\n";
  for (const CardSummary& c : s.cards) {
    out << "| " << c.card << " | " << c.plays << " | " << c.games_played << " | " << c.damage << " | "
        << c.kills << " | " << Fixed(c.plays > 0 ? static_cast<double>(c.damage) / c.plays : 0.0, 2)
        << " | " << Percent(WinRate(c.wins_played, c.games_played)) << " |\n";
  }
  out << "\n## Attackers\n\n";
  out << "| attacker | breaches | damage to the base | per game | destroyed |\n";
  out << "|---|---:|---:|---:|---:|\n";
  for (const EnemySummary& e : s.enemies) {
    out << "| " << e.enemy << " | " << e.breaches << " | " << e.base_damage << " | "
        << Fixed(s.games > 0 ? static_cast<double>(e.base_damage) / s.games : 0.0, 2) << " | " << e.kills
        << " |\n";
  }
  out << "\n## Damage not made by cards\n\n| source | damage | kills |\n|---|---:|---:|\n";
  for (int k = 0; k < kDamageSourceCount; ++k) {
    out << "| " << DamageSourceName(static_cast<DamageSource>(k)) << " | " << s.source_damage[k] << " | "
        << s.source_kills[k] << " |\n";
  }
  out << "\n_" << s.games << " games in " << Fixed(info.seconds, 1) << " s on " << info.threads
      << (info.threads == 1 ? " thread" : " threads") << " ("
      << Fixed(info.seconds > 0 ? s.games / info.seconds : 0.0, 1) << " games/s)._\n";
}

std::string WinRateSvg(const BalanceSummary& s) {
  const int row = 22;
  const int left = 190;
  const int width = 420;
  const int top = 40;
  const int height = top + row * static_cast<int>(s.missions.size()) + 40;
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << left + width + 80 << "\" height=\""
      << height << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  svg << "<rect width=\"100%\" height=\"100%\" fill=\"#16181d\"/>\n";
  svg << "<text x=\"10\" y=\"22\" fill=\"#e8e4da\" font-size=\"14\">Win rate per mission, 95% Wilson "
         "interval</text>\n";
  for (int p = 0; p <= 100; p += 25) {
    const int x = left + width * p / 100;
    svg << "<line x1=\"" << x << "\" y1=\"" << top - 6 << "\" x2=\"" << x << "\" y2=\"" << height - 30
        << "\" stroke=\"#3a3f4a\"/>\n";
    svg << "<text x=\"" << x << "\" y=\"" << height - 14 << "\" fill=\"#a0a4ad\" text-anchor=\"middle\">"
        << p << "%</text>\n";
  }
  for (std::size_t i = 0; i < s.missions.size(); ++i) {
    const MissionSummary& m = s.missions[i];
    const int y = top + row * static_cast<int>(i);
    const double bar = width * m.win_rate;
    svg << "<text x=\"" << left - 8 << "\" y=\"" << y + 14 << "\" fill=\"#e8e4da\" text-anchor=\"end\">"
        << XmlEscape(m.mission) << "</text>\n";
    svg << "<rect x=\"" << left << "\" y=\"" << y + 3 << "\" width=\"" << Fixed(bar, 1)
        << "\" height=\"14\" fill=\"#d9772b\"/>\n";
    const double lo = left + width * m.win_ci.low;
    const double hi = left + width * m.win_ci.high;
    svg << "<line x1=\"" << Fixed(lo, 1) << "\" y1=\"" << y + 10 << "\" x2=\"" << Fixed(hi, 1) << "\" y2=\""
        << y + 10 << "\" stroke=\"#f2f0ea\" stroke-width=\"1.5\"/>\n";
    for (const double x : {lo, hi}) {
      svg << "<line x1=\"" << Fixed(x, 1) << "\" y1=\"" << y + 5 << "\" x2=\"" << Fixed(x, 1) << "\" y2=\""
          << y + 15 << "\" stroke=\"#f2f0ea\" stroke-width=\"1.5\"/>\n";
    }
    svg << "<text x=\"" << left + width + 8 << "\" y=\"" << y + 14 << "\" fill=\"#a0a4ad\">"
        << Percent(m.win_rate) << "</text>\n";
  }
  svg << "</svg>\n";
  return svg.str();
}

std::string GamesCsv(const Catalog& catalog, const std::vector<std::uint64_t>& seeds,
                     const std::vector<GameResult>& games) {
  std::ostringstream csv;
  csv << "mission,seed,won,stars,score,turns,base_health,shields_up\n";
  for (std::size_t i = 0; i < games.size(); ++i) {
    const GameStats& g = games[i].stats;
    csv << Csv(catalog.missions[games[i].mission].id) << "," << (i < seeds.size() ? seeds[i] : 0) << ","
        << (g.won ? 1 : 0) << "," << g.stars << "," << g.score << "," << g.turns << "," << g.base_health
        << "," << g.shields_up << "\n";
  }
  return csv.str();
}

bool WriteBalanceFiles(const std::filesystem::path& dir, const BalanceSummary& s, const std::string& games_csv,
                       std::ostream& err) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    err << "balance: cannot create " << dir.generic_string() << ": " << ec.message() << "\n";
    return false;
  }
  auto write = [&](const char* name, const std::string& text) {
    const std::string error = data::WriteFileAtomically(dir / name, text);
    if (!error.empty()) err << "balance: cannot write " << (dir / name).generic_string() << ": " << error << "\n";
    return error.empty();
  };
  std::ostringstream missions;
  missions << "mission,games,wins,win_rate,ci_low,ci_high,stars0,stars1,stars2,stars3,flawless,mean_score,"
              "sd_score,mean_turns,mean_base_health,unfinished,stars_now,stars_suggested\n";
  for (const MissionSummary& m : s.missions) {
    missions << Csv(m.mission) << "," << m.games << "," << m.wins << "," << Fixed(m.win_rate, 4) << ","
             << Fixed(m.win_ci.low, 4) << "," << Fixed(m.win_ci.high, 4);
    for (const int n : m.stars) missions << "," << n;
    missions << "," << m.flawless << "," << Fixed(m.mean_score, 1) << "," << Fixed(m.sd_score, 1) << ","
             << Fixed(m.mean_turns, 2) << "," << Fixed(m.mean_base_health, 2) << "," << m.unfinished << ","
             << m.star_scores[0] << " " << m.star_scores[1] << " " << m.star_scores[2] << ","
             << m.suggested_stars[0] << " " << m.suggested_stars[1] << " " << m.suggested_stars[2] << "\n";
  }
  std::ostringstream cards;
  cards << "card,plays,games_played,wins_played,damage,kills\n";
  for (const CardSummary& c : s.cards) {
    cards << Csv(c.card) << "," << c.plays << "," << c.games_played << "," << c.wins_played << "," << c.damage
          << "," << c.kills << "\n";
  }
  std::ostringstream attackers;
  attackers << "attacker,breaches,base_damage,kills\n";
  for (const EnemySummary& e : s.enemies) {
    attackers << Csv(e.enemy) << "," << e.breaches << "," << e.base_damage << "," << e.kills << "\n";
  }
  return write("missions.csv", missions.str()) && write("cards.csv", cards.str()) &&
         write("attackers.csv", attackers.str()) && write("games.csv", games_csv) &&
         write("win_rates.svg", WinRateSvg(s));
}

void WriteCompareMarkdown(std::ostream& out, const BalanceSummary& a, const BalanceSummary& b,
                          const BalanceRunInfo& info, const std::string& other_dir) {
  const char* kMark = " ◆";
  out << "# Balance comparison\n\n";
  out << "A = `" << info.data_dir << "`, B = `" << other_dir << "`; policy `" << info.policy << "`, "
      << info.runs << " runs per mission on the same seeds"
      << (info.difficulty == kStandardDifficulty ? std::string() : ", difficulty `" + info.difficulty + "`")
      << ". ◆ marks a difference larger than the noise "
      << "(win rate: Newcombe's 95% interval for a difference of proportions excludes 0; mean score: "
         "Welch's z test at 95%).\n\n";
  out << "## Missions\n\n";
  out << "| mission | win A | win B | Δ win | score A | score B | Δ score | turns A | turns B | base A | base B |\n";
  out << "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  std::map<std::string, const MissionSummary*> by_id;
  for (const MissionSummary& m : b.missions) by_id[m.mission] = &m;
  for (const MissionSummary& x : a.missions) {
    const auto it = by_id.find(x.mission);
    if (it == by_id.end()) continue;
    const MissionSummary& y = *it->second;
    const bool win_differs = RatesDiffer(y.wins, y.games, x.wins, x.games);
    const bool score_differs = MeansDiffer(y.mean_score, y.sd_score, y.games, x.mean_score, x.sd_score, x.games);
    out << "| " << x.mission << " | " << Percent(x.win_rate) << " | " << Percent(y.win_rate) << " | "
        << Signed(100.0 * (y.win_rate - x.win_rate), 1) << " pp" << (win_differs ? kMark : "") << " | "
        << Fixed(x.mean_score, 0) << " | " << Fixed(y.mean_score, 0) << " | "
        << Signed(y.mean_score - x.mean_score, 0) << (score_differs ? kMark : "") << " | "
        << Fixed(x.mean_turns, 1) << " | " << Fixed(y.mean_turns, 1) << " | " << Fixed(x.mean_base_health, 1)
        << " | " << Fixed(y.mean_base_health, 1) << " |\n";
  }
  out << "\n## Cards\n\n";
  out << "| card | plays A | plays B | damage/play A | damage/play B | win when played A | win when played B |\n";
  out << "|---|---:|---:|---:|---:|---:|---:|\n";
  std::map<std::string, std::pair<const CardSummary*, const CardSummary*>> cards;
  for (const CardSummary& c : a.cards) cards[c.card].first = &c;
  for (const CardSummary& c : b.cards) cards[c.card].second = &c;
  const CardSummary none;
  for (const auto& [id, pair] : cards) {
    const CardSummary& x = pair.first ? *pair.first : none;
    const CardSummary& y = pair.second ? *pair.second : none;
    auto per_play = [](const CardSummary& c) { return c.plays > 0 ? static_cast<double>(c.damage) / c.plays : 0.0; };
    const bool differs = RatesDiffer(y.wins_played, y.games_played, x.wins_played, x.games_played);
    out << "| " << id << " | " << x.plays << " | " << y.plays << " | " << Fixed(per_play(x), 2) << " | "
        << Fixed(per_play(y), 2) << " | " << Percent(WinRate(x.wins_played, x.games_played)) << " | "
        << Percent(WinRate(y.wins_played, y.games_played)) << (differs ? kMark : "") << " |\n";
  }
  out << "\n## Attackers: damage to the base per game\n\n| attacker | A | B |\n|---|---:|---:|\n";
  std::map<std::string, std::pair<double, double>> enemies;
  for (const EnemySummary& e : a.enemies) enemies[e.enemy].first = a.games > 0 ? double(e.base_damage) / a.games : 0.0;
  for (const EnemySummary& e : b.enemies) enemies[e.enemy].second = b.games > 0 ? double(e.base_damage) / b.games : 0.0;
  for (const auto& [id, v] : enemies) out << "| " << id << " | " << Fixed(v.first, 2) << " | " << Fixed(v.second, 2) << " |\n";
  out << "\n_" << a.games + b.games << " games in " << Fixed(info.seconds, 1) << " s on " << info.threads
      << (info.threads == 1 ? " thread" : " threads") << "._\n";
}

}  // namespace bc::cli
