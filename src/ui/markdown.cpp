#include "ui/markdown.h"

#include <imgui.h>

#include <sstream>

#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

std::string Trim(const std::string& s) {
  const std::size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return "";
  const std::size_t b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}

std::vector<std::string> Cells(const std::string& line) {
  std::vector<std::string> cells;
  std::string row = Trim(line);
  if (!row.empty() && row.front() == '|') row.erase(0, 1);
  if (!row.empty() && row.back() == '|') row.pop_back();
  std::string cell;
  for (const char c : row) {
    if (c == '|') {
      cells.push_back(PlainMarkdownText(Trim(cell)));
      cell.clear();
    } else {
      cell += c;
    }
  }
  cells.push_back(PlainMarkdownText(Trim(cell)));
  return cells;
}

bool Divider(const std::string& line) {
  const std::string row = Trim(line);
  if (row.empty() || row.front() != '|') return false;
  return row.find_first_not_of("|-: ") == std::string::npos;
}

}  // namespace

std::string PlainMarkdownText(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '`') continue;
    if (c == '*' || (c == '_' && (i == 0 || text[i - 1] == ' ' || i + 1 == text.size() || text[i + 1] == ' '))) {
      continue;  // emphasis marks (an underscore inside a word stays: make_cinema.py)
    }
    if (c == '[') {
      const std::size_t close = text.find("](", i);
      const std::size_t end = close == std::string::npos ? std::string::npos : text.find(')', close);
      if (close != std::string::npos && end != std::string::npos) {
        out += PlainMarkdownText(text.substr(i + 1, close - i - 1)) + " (" + text.substr(close + 2, end - close - 2) + ")";
        i = end;
        continue;
      }
    }
    out += c;
  }
  return out;
}

std::vector<MarkdownBlock> ReadMarkdown(const std::string& text) {
  std::vector<MarkdownBlock> blocks;
  std::istringstream in(text);
  std::string raw;
  bool in_paragraph = false;
  while (std::getline(in, raw)) {
    const std::string line = Trim(raw);
    if (line.empty()) {
      in_paragraph = false;
      continue;
    }
    if (line.front() == '#') {
      MarkdownBlock b;
      b.kind = MarkdownBlock::Kind::kHeading;
      while (b.level < static_cast<int>(line.size()) && line[static_cast<std::size_t>(b.level)] == '#') ++b.level;
      b.text = PlainMarkdownText(Trim(line.substr(static_cast<std::size_t>(b.level))));
      blocks.push_back(b);
      in_paragraph = false;
    } else if (line.front() == '|') {
      if (Divider(line)) continue;
      if (blocks.empty() || blocks.back().kind != MarkdownBlock::Kind::kTable || !in_paragraph) {
        MarkdownBlock b;
        b.kind = MarkdownBlock::Kind::kTable;
        blocks.push_back(b);
      }
      blocks.back().rows.push_back(Cells(line));
      in_paragraph = true;  // the table goes on while its rows do
    } else if (line.rfind("- ", 0) == 0 || line.rfind("* ", 0) == 0) {
      MarkdownBlock b;
      b.kind = MarkdownBlock::Kind::kBullet;
      b.text = PlainMarkdownText(Trim(line.substr(2)));
      blocks.push_back(b);
      in_paragraph = true;
    } else if (in_paragraph && !blocks.empty() &&
               (blocks.back().kind == MarkdownBlock::Kind::kParagraph ||
                blocks.back().kind == MarkdownBlock::Kind::kBullet)) {
      blocks.back().text += " " + PlainMarkdownText(line);
    } else {
      MarkdownBlock b;
      b.kind = MarkdownBlock::Kind::kParagraph;
      b.text = PlainMarkdownText(line);
      blocks.push_back(b);
      in_paragraph = true;
    }
  }
  return blocks;
}

void DrawMarkdown(const std::vector<MarkdownBlock>& blocks, const UiContext& context) {
  int table = 0;
  for (const MarkdownBlock& b : blocks) {
    switch (b.kind) {
      case MarkdownBlock::Kind::kHeading:
        ImGui::Spacing();
        ImGui::PushTextWrapPos(0.0f);
        TextIn(b.level <= 1 ? context.fonts.heading : context.fonts.bold, b.text, b.level <= 2 ? kOchre : kSand);
        ImGui::PopTextWrapPos();
        break;
      case MarkdownBlock::Kind::kParagraph:
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(b.text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::Spacing();
        break;
      case MarkdownBlock::Kind::kBullet:
        ImGui::Bullet();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(b.text.c_str());
        ImGui::PopTextWrapPos();
        break;
      case MarkdownBlock::Kind::kTable: {
        if (b.rows.empty()) break;
        const int columns = static_cast<int>(b.rows.front().size());
        ImGui::PushID(table++);
        if (columns > 0 && ImGui::BeginTable("##md_table", columns,
                                             ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                                 ImGuiTableFlags_SizingStretchProp)) {
          for (std::size_t r = 0; r < b.rows.size(); ++r) {
            ImGui::TableNextRow();
            for (int c = 0; c < columns; ++c) {
              ImGui::TableSetColumnIndex(c);
              const std::string cell = c < static_cast<int>(b.rows[r].size()) ? b.rows[r][static_cast<std::size_t>(c)] : "";
              ImGui::PushTextWrapPos(0.0f);
              if (r == 0) {
                TextIn(context.fonts.bold, cell, kTeal);
              } else {
                ImGui::TextUnformatted(cell.c_str());
              }
              ImGui::PopTextWrapPos();
            }
          }
          ImGui::EndTable();
        }
        ImGui::PopID();
        ImGui::Spacing();
        break;
      }
    }
  }
}

}  // namespace bc::ui
